// The player registry of a federation's server (issue 34, docs/federation.md "Player
// registry"): FIDE's list and a national list imported, a bad line refused with nothing stored,
// searches that forgive case, accents, word order, a cut word and a typo, and players
// registered in events from it as one person.
#include "rating_list_file.h"
#include "tourney_process.h"
#include "web_server_process.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace tourney::testing;

namespace {

// A folder served, its registry filled from a FIDE list of five players (March 2026) and a
// national list of three, one of them also in FIDE's list and one in no list but the national.
struct Registry {
    QTemporaryDir dir;
    QString folder = dir.path();
    QString database = dir.filePath("registry.sqlite");
    QString fide = dir.filePath("players_list_foa.txt");
    QString national = dir.filePath("bcf_players.csv");

    Registry() {
        writeFile(fide, QByteArray(kFoaHeader) +
                            QByteArray::fromStdString(
                                foaLine({"1503014", "Carlsen, Magnus", "NOR", "M", "GM", 2833, 2823, 2886, 1990}) +
                                foaLine({"5202213", "Anand, Viswanathan", "IND", "M", "GM", 2750, 2740, 2700, 1969}) +
                                foaLine({"10001234", "Mueller, Juergen", "GER", "M", "", 1850, 0, 0, 1975}) +
                                foaLine({"10005555", "Rahman, Ziaur", "BAN", "M", "GM", 2450, 2400, 2380, 1974}) +
                                foaLine({"2500035", "O'Brien, Sean", "IRL", "M", "", 2010, 0, 0, 1985})));
        writeFile(national,
                  "national_id,name,fide_id,federation,sex,birth\n"
                  "BAN-001,\"Rahman, Ziaur\",10005555,BAN,m,1974-05-01\n"
                  "BAN-002,\"Hossain, Enamul\",,BAN,m,1978\n"
                  "GER-7,\"Müller, Jürgen\",10001234,GER,m,\n");
        importFide(fide, "2026-03");
        BOOST_TEST(mustRun({"registry", "import", national, "--national", "--server", folder})
                       .contains("Imported 3 players from " + national + " (1 new); the registry holds 6"));
    }

    void importFide(const QString& list, const QString& month) {
        mustRun({"registry", "import", list, "--fide", "--month", month, "--server", folder});
    }

    // The player `id` names, as `registry show --format json` prints him.
    QJsonObject show(const QString& id) {
        const QJsonArray rows = QJsonDocument::fromJson(
                                    mustRun({"registry", "show", id, "--format", "json", "--server", folder}).toUtf8())
                                    .array();
        BOOST_REQUIRE_EQUAL(rows.size(), 1);
        return rows.at(0).toObject();
    }

    // The names `registry search QUERY` finds, in its order.
    QStringList found(const QString& query) {
        const QJsonArray rows =
            QJsonDocument::fromJson(
                mustRun({"registry", "search", query, "--format", "json", "--server", folder}).toUtf8())
                .array();
        QStringList names;
        for (const QJsonValue& row : rows) names << row.toObject().value("name").toString();
        return names;
    }
};

}  // namespace

BOOST_AUTO_TEST_CASE(fide_list_gives_each_player_three_ratings_with_their_month) {
    Registry r;
    const QJsonObject carlsen = r.show("1503014");
    BOOST_TEST(carlsen.value("name").toString() == "Carlsen, Magnus");
    BOOST_TEST(carlsen.value("federation").toString() == "NOR");
    BOOST_TEST(carlsen.value("title").toString() == "GM");
    BOOST_TEST(carlsen.value("sex").toString() == "m");
    BOOST_TEST(carlsen.value("birth").toString() == "1990");
    BOOST_TEST(carlsen.value("standard").toInt() == 2833);
    BOOST_TEST(carlsen.value("rapid").toInt() == 2823);
    BOOST_TEST(carlsen.value("blitz").toInt() == 2886);
    BOOST_TEST(carlsen.value("standard_month").toString() == "2026-03");
    // April's list changes his rating and month and adds nobody.
    const QString april = r.dir.filePath("april.txt");
    writeFile(april, QByteArray(kFoaHeader) + QByteArray::fromStdString(foaLine({"1503014", "Carlsen, Magnus", "NOR",
                                                                                 "M", "GM", 2840, 2823, 2886, 1990})));
    r.importFide(april, "2026-04");
    BOOST_TEST(r.show("1503014").value("standard").toInt() == 2840);
    BOOST_TEST(r.show("1503014").value("blitz_month").toString() == "2026-04");
    BOOST_TEST(r.show("5202213").value("standard_month").toString() == "2026-03");  // not in April's list
}

BOOST_AUTO_TEST_CASE(fide_xml_list_gives_the_same_three_ratings) {
    Registry r;
    const QString xml = r.dir.filePath("players_list_xml.xml");
    writeFile(xml,
              "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<playerslist>\n<player>\n<fideid>5202213</fideid>\n"
              "<name>Anand, Viswanathan</name><country>IND</country><sex>M</sex><title>GM</title><w_title></w_title>"
              "<o_title></o_title><foa_title></foa_title>\n<rating>2751</rating><games>0</games><k>10</k>"
              "<rapid_rating>2741</rapid_rating><rapid_games>0</rapid_games><rapid_k>10</rapid_k>"
              "<blitz_rating>2701</blitz_rating><blitz_games>0</blitz_games><blitz_k>10</blitz_k>"
              "<birthday>1969</birthday><flag></flag>\n</player>\n</playerslist>\n");
    r.importFide(xml, "2026-05");
    const QJsonObject anand = r.show("5202213");
    BOOST_TEST(anand.value("standard").toInt() == 2751);
    BOOST_TEST(anand.value("rapid").toInt() == 2741);
    BOOST_TEST(anand.value("blitz").toInt() == 2701);
    BOOST_TEST(anand.value("rapid_month").toString() == "2026-05");
}

BOOST_AUTO_TEST_CASE(national_list_joins_fide_players_by_fide_id_and_adds_its_own) {
    Registry r;
    const QJsonObject rahman = r.show("N:BAN-001");
    BOOST_TEST(rahman.value("fide_id").toString() == "10005555");
    BOOST_TEST(rahman.value("birth").toString() == "1974-05-01");
    BOOST_TEST(rahman.value("standard").toInt() == 2450);  // FIDE's, kept
    BOOST_TEST(r.show("N:BAN-002").value("fide_id").toString() == "");
    // The federation's spelling stays when FIDE's list comes again; the year the list left empty too.
    r.importFide(r.fide, "2026-03");
    BOOST_TEST(r.show("10001234").value("name").toString() == "Müller, Jürgen");
    BOOST_TEST(r.show("10001234").value("birth").toString() == "1975");
    BOOST_TEST(r.show(r.show("N:BAN-002").value("number").toString()).value("name").toString() == "Hossain, Enamul");
}

BOOST_AUTO_TEST_CASE(a_bad_line_is_refused_naming_file_line_and_field_and_nothing_is_stored) {
    Registry r;
    const QString bad = r.dir.filePath("bad.txt");
    writeFile(
        bad, QByteArray(kFoaHeader) +
                 QByteArray::fromStdString(foaLine({"1503014", "Carlsen, Magnus", "NOR", "M", "GM", 2900, 0, 0, 1990}) +
                                           foaLine({"7777777", "New, Player", "BAN", "X", "", 1500, 0, 0, 2000})));
    expectRefused(r.database, {"registry", "import", bad, "--fide", "--month", "2026-05", "--server", r.folder},
                  {bad + ":3: field sex", "'X' is not M or F"});
    const QString twice = r.dir.filePath("twice.txt");
    writeFile(twice,
              QByteArray(kFoaHeader) +
                  QByteArray::fromStdString(foaLine({"7777777", "New, Player", "BAN", "M", "", 1500, 0, 0, 2000}) +
                                            foaLine({"7777777", "Other, Player", "BAN", "M", "", 1500, 0, 0, 2000})));
    expectRefused(r.database, {"registry", "import", twice, "--fide", "--month", "2026-05", "--server", r.folder},
                  {twice + ":3: field FIDE id", "FIDE id 7777777 is on line 2 too"});
    const QString csv = r.dir.filePath("bad.csv");
    writeFile(csv, "national_id,name,birth\nBAN-9,\"Sen, Rupa\",2001\nBAN-10,\"Das, Mita\",31.02.2001\n");
    expectRefused(r.database, {"registry", "import", csv, "--national", "--server", r.folder},
                  {csv + ":3: field birth"});
    writeFile(csv, "national_id,name\nBAN-9,\"Sen, Rupa\"\nBAN-9,\"Das, Mita\"\n");
    expectRefused(r.database, {"registry", "import", csv, "--national", "--server", r.folder},
                  {csv + ":3: field national_id", "national id BAN-9 is on line 2 too"});
    // A FIDE id that another player of the registry has.
    writeFile(csv, "national_id,name,fide_id\nBAN-002,\"Hossain, Enamul\",1503014\n");
    expectRefused(r.database, {"registry", "import", csv, "--national", "--server", r.folder},
                  {csv + ":2: field fide_id", "FIDE id 1503014 is R1's in the registry"});
    BOOST_TEST(r.show("1503014").value("standard").toInt() == 2833);
    BOOST_TEST(runTourney({"registry", "show", "7777777", "--server", r.folder}).exit_code == 2);
}

BOOST_AUTO_TEST_CASE(a_search_forgives_case_accents_word_order_a_cut_word_and_a_typo) {
    Registry r;
    for (const char* query : {"Carlsen, Magnus", "magnus carlsen", "CARLSEN magnus", "carl mag", "Magnus", "carlsn",
                              "Magnsu Carlsen", "1503014", "R1"})
        BOOST_TEST(r.found(query) == QStringList{"Carlsen, Magnus"}, query);
    for (const char* query : {"muller", "Jürgen MÜLLER", "mueller juergen", "N:GER-7"})
        BOOST_TEST(r.found(query) == QStringList{"Müller, Jürgen"}, query);
    BOOST_TEST(r.found("an") == (QStringList{"Anand, Viswanathan"}));  // a word begins the name's
    BOOST_TEST(r.found("sean o'brien") == (QStringList{"O'Brien, Sean"}));
    BOOST_TEST(r.found("OBrien") == (QStringList{"O'Brien, Sean"}));
    const CommandRun short_query = runTourney({"registry", "search", "r", "--server", r.folder});
    BOOST_TEST(short_query.exit_code == 2);
    BOOST_TEST(short_query.err.contains("at least two letters"));
    BOOST_TEST(r.found("zzzz qqqq").isEmpty());
    BOOST_TEST(r.found("Magnus Anand").isEmpty());  // every word must be his
}

BOOST_AUTO_TEST_CASE(an_event_registers_a_player_of_the_registry_as_one_person) {
    Registry r;
    const QString event = r.dir.filePath("open.tourney");
    mustRun({"new", event, "--name", "Dhaka Open", "--game", "chess", "--system", "swiss", "--rounds", "5"});
    BOOST_TEST(mustRun({"player", "add", event, "--registry", "10005555"}).contains("Player 1: Rahman, Ziaur"));
    mustRun({"player", "add", event, "--registry", "1503014", "--time-control", "blitz", "--club", "Oslo"});
    mustRun({"player", "add", event, "--registry", "N:BAN-002"});
    const QString players = mustRun({"player", "list", event, "--format", "tsv"});
    BOOST_TEST(players.contains("1\tRahman, Ziaur\t2450\tGM\tBAN\t10005555\t1974\tm"));
    BOOST_TEST(players.contains("2\tCarlsen, Magnus\t2886\tGM\tNOR\t1503014\t1990\tm\tactive\tOslo"));
    BOOST_TEST(players.contains("3\tHossain, Enamul\t0\t\tBAN\t\t1978"));
    // His page lists the events of the folder that register him: by FIDE id, or without one by
    // name and year of birth.
    const QString winter = r.dir.filePath("winter.tourney");
    mustRun({"new", winter, "--name", "Winter Cup", "--game", "chess", "--system", "swiss", "--rounds", "5"});
    mustRun({"player", "add", winter, "--name", "Someone, Else"});
    mustRun({"player", "add", winter, "--registry", "10005555"});
    mustRun({"player", "add", winter, "--name", "Enamul Hossain", "--birth", "1978"});
    const QString rahman = mustRun(
        {"registry", "show", "N:BAN-001", "--events", "--format", "tsv", "--server", r.folder});
    BOOST_TEST(rahman.contains("open\tDhaka Open"));
    BOOST_TEST(rahman.contains("winter\tWinter Cup\t\t2"));
    BOOST_TEST(mustRun({"registry", "show", "N:BAN-002", "--events", "--format", "tsv", "--server", r.folder})
                   .contains("winter\tWinter Cup\t\t3"));
    BOOST_TEST(!mustRun({"registry", "show", "1503014", "--events", "--server", r.folder}).contains("winter"));
    // The same person twice is refused, as any second entry of his FIDE id.
    expectRefused(event, {"player", "add", event, "--registry", "N:BAN-001"}, {"FIDE id 10005555"});
    expectRefused(event, {"player", "add", event, "--registry", "4242"}, {"the registry has no player 4242"});
}

BOOST_AUTO_TEST_CASE(the_server_searches_the_registry_of_its_folder_and_keeps_national_ids_to_itself) {
    Registry r;
    mustRun({"new", r.dir.filePath("open.tourney"), "--name", "Open", "--game", "chess", "--system", "swiss",
             "--rounds", "5"});
    Server server(r.folder, r.folder);
    const HttpAnswer found = http(server.port, "GET", "/api/registry/players?q=rahman%20ziaur");
    BOOST_TEST(found.status == 200);
    const QJsonObject answer = QJsonDocument::fromJson(QByteArray::fromStdString(found.body)).object();
    BOOST_TEST(answer.value("matched").toInt() == 1);
    const QJsonObject rahman = answer.value("players").toArray().at(0).toObject();
    BOOST_TEST(rahman.value("fide_id").toString() == "10005555");
    BOOST_TEST(rahman.value("standard").toObject().value("rating").toInt() == 2450);
    BOOST_TEST(rahman.value("birth_year").toInt() == 1974);
    BOOST_TEST(found.body.find("BAN-001") == std::string::npos);     // national id
    BOOST_TEST(found.body.find("1974-05-01") == std::string::npos);  // date of birth
    const HttpAnswer typo = http(server.port, "GET", "/api/registry/players?q=Rahmna");
    BOOST_TEST(typo.body.find("\"corrected\":true") != std::string::npos);
    BOOST_TEST(http(server.port, "GET", "/api/registry/players/4242").status == 404);
    mustRun({"player", "add", r.dir.filePath("open.tourney"), "--registry", "10005555"});
    const QJsonObject page =
        QJsonDocument::fromJson(
            QByteArray::fromStdString(http(server.port, "GET", "/api/registry/players/R4/events").body))
            .object();
    BOOST_TEST(page.value("player").toObject().value("name").toString() == "Rahman, Ziaur");
    BOOST_TEST(page.value("events").toArray().size() == 1);
    BOOST_TEST(page.value("events").toArray().at(0).toObject().value("event").toString() == "open");
    BOOST_TEST(http(server.port, "GET", "/api/registry/players?q=r").status == 422);
}
