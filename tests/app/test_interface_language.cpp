// The interface in Bengali: `--lang bn` (or TOURNEY_LANG=bn) gives Bengali help, messages and
// report labels, `--digits bengali` Bengali digits in reports; English and ASCII digits stay the
// default, and the machine formats (JSON, CSV, TSV) never change.
#include "reports/labels.h"
#include "tourney_process.h"

#include <QProcessEnvironment>
#include <QRegularExpression>

#include <cstdio>
#include <memory>

using namespace tourney::testing;

namespace {

CommandRun runWithEnvironment(const QStringList& arguments, const QString& name, const QString& value) {
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(name, value);
    process.setProcessEnvironment(environment);
    process.setProgram(TOURNEY_BINARY);
    process.setArguments(arguments);
    process.start();
    process.closeWriteChannel();
    if (!process.waitForFinished(120'000)) process.kill();
    return CommandRun{process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                      QString::fromUtf8(process.readAllStandardError())};
}

// stdout of a shell command, and its stderr when `errors` is set.
QString shell(const QString& command, bool errors = false) {
    const QString full = errors ? command + " 2>&1 >/dev/null" : command + " 2>/dev/null";
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(full.toUtf8().constData(), "r"), pclose);
    QByteArray output;
    char buffer[4096];
    for (std::size_t read; pipe && (read = std::fread(buffer, 1, sizeof buffer, pipe.get())) > 0;)
        output.append(buffer, static_cast<qsizetype>(read));
    return QString::fromUtf8(output);
}

// The demo's players in a round robin, round 1 paired and played.
struct DemoEvent {
    QTemporaryDir dir;
    QString event = dir.filePath("demo.tourney");

    DemoEvent() {
        mustRun({"new", event, "--name", "Dhaka Open", "--game", "chess", "--system", "round-robin", "--chief-arbiter",
                 "Karim, Nadia"});
        mustRun({"player", "import", event, QString(TOURNEY_SOURCE_DIR) + "/data/players.csv"});
        mustRun({"pair", event});
        for (int board = 1; board <= 5; ++board) mustRun({"result", event, "1", QString::number(board), "1-0"});
    }
};

}  // namespace

BOOST_AUTO_TEST_CASE(english_is_the_default) {
    const QString help = mustRun({"--help"});
    BOOST_TEST(help.contains("Commands:"));
    BOOST_TEST(help.contains("pair the next round"));
    BOOST_TEST(help.contains("--lang en|bn"));
    DemoEvent demo;
    const QString standings = mustRun({"standings", demo.event});
    // Issue 31, item 12: a person reads the columns' names as words; TSV keeps the machine's.
    BOOST_TEST(standings.contains("Rank  Start"), standings);
    BOOST_TEST(mustRun({"standings", demo.event, "--format", "tsv"}).startsWith("rank\tstart"));
    BOOST_TEST(standings.contains("2384"));
}

BOOST_AUTO_TEST_CASE(lang_bn_gives_bengali_help) {
    const QString overview = mustRun({"--lang", "bn", "--help"});
    BOOST_TEST(overview.contains("কমান্ড:"), overview);
    BOOST_TEST(overview.contains("পরের রাউন্ডের জোড়া তৈরি করে"));
    const QString report = mustRun({"report", "--help", "--lang=bn"});  // the option goes anywhere
    BOOST_TEST(report.contains("ব্যবহার: tourney report"), report);
    BOOST_TEST(report.contains("বিকল্প:"));
    BOOST_TEST(report.contains("কাগজের মাপ: a4 (সাধারণত) বা letter।"));
    BOOST_TEST(report.contains("--paper <a4|letter>"));  // options keep their names
}

BOOST_AUTO_TEST_CASE(the_environment_chooses_the_language_too) {
    const CommandRun run = runWithEnvironment({"--help"}, "TOURNEY_LANG", "bn");
    BOOST_TEST(run.exit_code == 0);
    BOOST_TEST(run.out.contains("কমান্ড:"));
    // The option wins over the environment.
    const CommandRun english = runWithEnvironment({"--lang", "en", "--help"}, "TOURNEY_LANG", "bn");
    BOOST_TEST(english.out.contains("Commands:"));
}

BOOST_AUTO_TEST_CASE(an_unknown_language_or_digits_is_a_usage_error) {
    const CommandRun language = runTourney({"--lang", "xx", "--help"});
    BOOST_TEST(language.exit_code == 1);
    BOOST_TEST(language.err.contains("'xx' is not a language Tourney speaks: en or bn"));
    BOOST_TEST(runTourney({"--digits", "roman", "--help"}).exit_code == 1);
}

BOOST_AUTO_TEST_CASE(messages_are_translated_where_they_are_printed) {
    DemoEvent demo;
    const CommandRun run = runTourney({"--lang", "bn", "pairings", demo.event, "--round", "7"});
    BOOST_TEST(run.exit_code == 2);
    BOOST_TEST(run.err.contains("রাউন্ড 7 এখনো জোড়া হয়নি (শুধু রাউন্ড 1 হয়েছে)"), run.err);
    const CommandRun missing = runTourney({"--lang", "bn", "report", demo.event});
    BOOST_TEST(missing.exit_code == 1);
    BOOST_TEST(missing.err.contains("আর্গুমেন্ট বাকি"), missing.err);
}

BOOST_AUTO_TEST_CASE(terminal_tables_take_bengali_labels_and_digits_but_json_stays_english) {
    DemoEvent demo;
    mustRun({"fide-mode", demo.event, "off", "--reason", "a club event"});  // FIDE mode locks them
    mustRun({"set-tiebreaks", demo.event, "BH/C1,SB", "--force"});
    const QString text = mustRun({"--lang", "bn", "--digits", "bengali", "standings", demo.event});
    BOOST_TEST(text.contains("ক্রম"), text);
    BOOST_TEST(text.contains("পয়েন্ট"));
    BOOST_TEST(text.contains("২৩৮৪"));              // a rating
    BOOST_TEST(text.contains("Kowalczyk, Marta"));  // names as entered
    BOOST_TEST(text.contains("রাউন্ড ১-এর পর অবস্থান"), text);
    // Issue 31, item 5: the digits of a tie-break's code are part of its name, not a number.
    BOOST_TEST(text.contains("BH/C1"), text);
    BOOST_TEST(!text.contains("C১"), text);
    const QString json = mustRun({"--lang", "bn", "--digits", "bengali", "standings", demo.event, "--format", "json"});
    BOOST_TEST(json.contains("\"rank\""));
    BOOST_TEST(json.contains("2384"));
    BOOST_TEST(!json.contains("২"));
}

BOOST_AUTO_TEST_CASE(pdf_reports_print_bengali_labels_without_poppler_warnings) {
    DemoEvent demo;
    for (const char* kind : {"standings", "pairings", "crosstable", "scoresheets"}) {
        const QString pdf = demo.dir.filePath(QString(kind) + ".pdf");
        mustRun({"--lang", "bn", "--digits", "bengali", "report", demo.event, kind, "-o", pdf});
        const QString text = shell("pdftotext -layout '" + pdf + "' -");
        BOOST_TEST_CONTEXT(kind) {
            BOOST_TEST(text.contains("পৃষ্ঠা ১, মোট ") != (QString(kind) == "scoresheets"));
            BOOST_TEST(shell("pdftoppm -r 20 -png '" + pdf + "' '" + demo.dir.filePath("page") + "'", true) == "");
            BOOST_TEST(shell("pdftotext '" + pdf + "' /dev/null", true) == "");
        }
    }
    const QString standings = shell("pdftotext -layout '" + demo.dir.filePath("standings.pdf") + "' -");
    BOOST_TEST(standings.contains("রাউন্ড ১-এর পর অবস্থান"), standings);
    BOOST_TEST(standings.contains("প্রধান আরবিটার: Karim, Nadia"));
    const QString sheets = shell("pdftotext -layout '" + demo.dir.filePath("scoresheets.pdf") + "' -");
    BOOST_TEST(sheets.contains("দাবার স্কোরশিট"), sheets);
    BOOST_TEST(sheets.contains("সাদার স্বাক্ষর"));
}

// `tourney pairing` takes its action after FILE ROUND: its help says so (it once said
// "pairing swap|colours|set FILE ..."), and the summaries of actions are translated.
BOOST_AUTO_TEST_CASE(pairing_help_shows_the_arguments_as_typed_in_both_languages) {
    const QString english = mustRun({"pairing", "--help"});
    BOOST_TEST(english.startsWith("Usage: tourney pairing FILE ROUND swap B1 B2 | colours B | set B WHITE BLACK\n"),
               english);
    BOOST_TEST(english.contains("two boards exchange their Black players"), english);
    BOOST_TEST(mustRun({"pairing", "swap", "--help"}).startsWith("Usage: tourney pairing FILE ROUND swap B1 B2 "));
    BOOST_TEST(
        mustRun({"pairing", "set", "--help"}).startsWith("Usage: tourney pairing FILE ROUND set B WHITE BLACK "));
    const QString bengali = mustRun({"pairing", "--help", "--lang", "bn"});
    BOOST_TEST(bengali.contains("FILE ROUND swap B1 B2"), bengali);
    BOOST_TEST(bengali.contains("দুই বোর্ড তাদের কালো খেলোয়াড় অদলবদল করে"), bengali);
    BOOST_TEST(bengali.contains("'tourney pairing ACTION --help' প্রতিটির বর্ণনা দেয়।"), bengali);
    const QString swap = mustRun({"pairing", "swap", "--help", "--lang", "bn"});
    BOOST_TEST(swap.contains("B1 ও B2 বোর্ড তাদের কালো খেলোয়াড় অদলবদল করে।\nলগে লেখা হয়;"), swap);
    // Other commands with actions keep their form: the action first.
    BOOST_TEST(mustRun({"player", "--help"}).startsWith("Usage: tourney player add|import|"));
}

// Issue 37: `tourney --version` prints the semantic version that project() of the top
// CMakeLists.txt keeps, its one home (docs/fide-acceptance.md).
BOOST_AUTO_TEST_CASE(issue37_version_is_the_semantic_version_of_the_cmake_project) {
    const QString cmake = QString::fromUtf8(fileBytes(sourcePath("CMakeLists.txt")));
    const QRegularExpressionMatch project =
        QRegularExpression(R"(project\(Tourney VERSION (\d+\.\d+\.\d+))").match(cmake);
    BOOST_REQUIRE(project.hasMatch());
    BOOST_TEST(mustRun({"--version"}) == "tourney " + project.captured(1) + "\n");
}

// Issue 33: the page's Bengali digits (app/web/app.js) keep the rule of `--digits bengali`; both
// are checked on the same cases (tests/web/bengali_digits.tsv; the page's by app_event.mjs).
BOOST_AUTO_TEST_CASE(issue_33_bengali_digits_keep_the_digits_of_codes) {
    tourney::reports::ReportLanguage bengali;
    bengali.digits = tourney::reports::Digits::Bengali;
    tourney::reports::setReportLanguage(bengali);
    int cases = 0;
    for (const QString& line : QString::fromUtf8(fileBytes(sourcePath("tests/web/bengali_digits.tsv"))).split('\n')) {
        if (line.isEmpty() || line.startsWith('#')) continue;
        const QStringList sides = line.split('\t');
        BOOST_REQUIRE_EQUAL(sides.size(), 2);
        BOOST_TEST(tourney::reports::withDigits(sides[0].toStdString()) == sides[1].toStdString());
        ++cases;
    }
    tourney::reports::setReportLanguage({});
    BOOST_TEST(cases >= 10);
}
