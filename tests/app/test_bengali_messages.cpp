// Issue 31, item 5 ("Bengali, the rest"): under `--lang bn` every message is Bengali, those with
// numbers and names too, since a message is a pattern with its values (tournament/message.h)
// and is translated whole; the arbiter's page and the PDFs that kept English words speak Bengali;
// and scripts/translations.py --check, which CI runs, fails on a message without a translation.
#include "tourney_process.h"

#include "app/interface_language.h"
#include "reports/arbiter_page.h"
#include "tournament/refusal.h"

#include <QDir>
#include <QFile>

#include <cstdio>
#include <memory>

using namespace tourney;
using namespace tourney::testing;
using tournament::Message;

namespace {

// The process speaks Bengali from here on, with the digits asked for.
void speakBengali(const char* digits) {
    QStringList arguments{"tourney", "--lang", "bn", "--digits", digits};
    BOOST_REQUIRE(app::setUpInterfaceLanguage(arguments).isEmpty());
}

// stdout and stderr of a shell command, and its exit code.
CommandRun shell(const QString& command) {
    QProcess process;
    process.start("sh", {"-c", command});
    process.closeWriteChannel();
    if (!process.waitForFinished(120'000)) process.kill();
    return CommandRun{process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                      QString::fromUtf8(process.readAllStandardError())};
}

// A Swiss event of six players, all its `rounds` paired and played (1-0 on every board).
struct PlayedSwiss {
    QTemporaryDir dir;
    QString event = dir.filePath("swiss.tourney");

    explicit PlayedSwiss(int rounds) {
        mustRun({"new", event, "--name", "Dhaka Open", "--game", "chess", "--system", "swiss", "--rounds",
                 QString::number(rounds)});
        mustRun({"player", "import", event, QString(TOURNEY_SOURCE_DIR) + "/data/players.csv"});
        for (int round = 1; round <= rounds; ++round) {
            mustRun({"pair", event});
            for (const PairingLine& line : pairingsTsv(event, round))
                if (line.black != 0)
                    mustRun({"result", event, QString::number(round), QString::number(line.board), "1-0"});
        }
    }
};

}  // namespace

BOOST_GLOBAL_FIXTURE(QtApplication);

BOOST_AUTO_TEST_CASE(a_refusal_with_a_name_and_a_number_is_translated_whole) {
    const tournament::Refusal refusal(
        "start_no", Message("%1 %2 is already withdrawn from round %3", 7, std::string("White, Anna"), 4));
    BOOST_TEST(refusal.what() == std::string("7 White, Anna is already withdrawn from round 4"));  // English stays
    speakBengali("ascii");
    // The name is the player's own, untranslated, though "White" is a word Tourney translates.
    BOOST_TEST(app::translated(refusal.message()).toStdString() == "7 White, Anna আগেই রাউন্ড 4 থেকে প্রত্যাহৃত");
    speakBengali("bengali");
    BOOST_TEST(app::translated(refusal.message()).toStdString() == "৭ White, Anna আগেই রাউন্ড ৪ থেকে প্রত্যাহৃত");
    // A message inside a message is translated in its turn.
    const Message nested("%1 has no result to clear", Message("round %1 board %2", 3, 12));
    BOOST_TEST(app::translated(nested).toStdString() == "রাউন্ড ৩ বোর্ড ১২-এ মোছার মতো কোনো ফলাফল নেই");
}

BOOST_AUTO_TEST_CASE(the_arbiters_page_and_its_sign_in_speak_bengali) {
    speakBengali("ascii");
    const std::string login = reports::loginBody(true);
    BOOST_TEST(login.find("সাইন ইন") != std::string::npos, login);
    BOOST_TEST(login.find("টোকেন") != std::string::npos);
    BOOST_TEST(login.find("এই টোকেনটি আরবিটারের নয়।") != std::string::npos);
    BOOST_TEST(login.find("Sign in") == std::string::npos);
    const std::string read_only = reports::loginBody(false, false);
    BOOST_TEST(read_only.find("শুধু পড়ার জন্য") != std::string::npos, read_only);
}

BOOST_AUTO_TEST_CASE(the_messages_the_issue_lists_come_out_in_bengali) {
    PlayedSwiss swiss(2);
    const CommandRun all_paired = runTourney({"--lang", "bn", "pair", swiss.event});
    BOOST_TEST(all_paired.exit_code == 2);
    BOOST_TEST(all_paired.err.contains("2টি রাউন্ডই জোড়া হয়ে গেছে"), all_paired.err);

    const CommandRun again = runTourney({"--lang", "bn", "result", swiss.event, "2", "1", "0-1"});
    BOOST_TEST(again.exit_code == 2);
    BOOST_TEST(again.err.contains("রাউন্ড 2 বোর্ড 1-এ আগেই ফলাফল আছে (1-0); ফলাফলটি বদলাতে চাইলে --force দিন"),
               again.err);

    const CommandRun not_chess = runTourney(
        {"--lang", "bn", "--digits", "bengali", "result", swiss.event, "2", "1", "3-0"});
    BOOST_TEST(not_chess.exit_code == 2);
    BOOST_TEST(not_chess.err.contains("'3-0' chess-এর কোনো ফলাফল নয়"), not_chess.err);

    const CommandRun no_board = runTourney(
        {"--lang", "bn", "--digits", "bengali", "result", swiss.event, "2", "9", "1-0"});
    BOOST_TEST(no_board.err.contains("রাউন্ড ২-এ বোর্ড ৯ নেই (বোর্ড ১ থেকে ৫ আছে)"), no_board.err);

    // A correction, confirmed: its confirmation line is Bengali too.
    const QString corrected = mustRun({"--lang", "bn", "result", swiss.event, "2", "1", "0-1", "--force"});
    BOOST_TEST(corrected.contains("রাউন্ড 2 বোর্ড 1: "), corrected);
    BOOST_TEST(corrected.contains("(আগে ছিল 1-0)"), corrected);
}

BOOST_AUTO_TEST_CASE(validate_speaks_bengali) {
    QTemporaryDir dir;
    const QString games = dir.filePath("games.pgn");
    writeFile(games,
              "[Event \"a\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 "
              "4. Qxf7# 1-0\n\n"
              "[Event \"b\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"0-1\"]\n\n1. e4 e5 2. Ke3 0-1\n");
    const CommandRun english = runTourney({"validate", games});
    BOOST_TEST(english.out.contains("2 games: 1 ok, 1 illegal, 0 inconsistent"), english.out);
    const CommandRun run = runTourney({"--lang", "bn", "validate", games});
    BOOST_TEST(run.exit_code == 3);
    BOOST_TEST(run.out.contains("2টি খেলা: 1টি ঠিক, 1টি অবৈধ, 0টি অসংগত"), run.out);
    BOOST_TEST(run.out.contains("খেলা 1 ("), run.out);
    BOOST_TEST(run.out.contains("): ঠিক, 7 প্লাই"), run.out);
    BOOST_TEST(run.out.contains("): অবৈধ, প্লাই 3-এ (Ke3)"), run.out);
    BOOST_TEST(!run.out.contains(" games"), run.out);
}

// The check that CI runs, on a copy of the script and the translations beside a source file
// of the event core's form.
BOOST_AUTO_TEST_CASE(the_translation_check_fails_on_a_message_without_a_translation) {
    QTemporaryDir tree;
    QDir(tree.path()).mkpath("scripts");
    QDir(tree.path()).mkpath("app/translations");
    QDir(tree.path()).mkpath("tournament");
    QFile::copy(sourcePath("scripts/translations.py"), tree.filePath("scripts/translations.py"));
    QFile::copy(sourcePath("app/translations/tourney_bn.ts"), tree.filePath("app/translations/tourney_bn.ts"));
    const QString source = tree.filePath("tournament/use_case.cpp");
    const QString check = "cd '" + tree.path() + "' && python3 scripts/translations.py --check";

    writeFile(source, "void f(int round) { throw Refusal(\"round\", Message(\"round %1 board %2\", round, 1)); }\n");
    const CommandRun translated = shell(check);
    BOOST_TEST(translated.exit_code == 0, translated.out);

    writeFile(source, "void f(int round) { throw Refusal(\"round\", Message(\"round %1 is haunted\", round)); }\n");
    const CommandRun untranslated = shell(check);
    BOOST_TEST(untranslated.exit_code == 1);
    BOOST_TEST(untranslated.out.contains("no translation of messages text 'round %1 is haunted'"), untranslated.out);

    // A message built by joining strings cannot be translated whole.
    writeFile(source,
              "void f(int round) { throw Refusal(\"round\", \"round \" + std::to_string(round) + \" is late\"); }\n");
    const CommandRun built = shell(check);
    BOOST_TEST(built.exit_code == 1);
    BOOST_TEST(built.out.contains("tournament/use_case.cpp:1: Refusal builds its message with +"), built.out);

    // A translation that drops a value of its message.
    writeFile(source, "void f(int round) { throw Refusal(\"round\", Message(\"round %1 board %2\", round, 1)); }\n");
    QFile ts(tree.filePath("app/translations/tourney_bn.ts"));
    BOOST_REQUIRE(ts.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(ts.readAll());
    ts.close();
    text.replace("<translation>রাউন্ড %1 বোর্ড %2</translation>", "<translation>রাউন্ড %1</translation>");
    writeFile(ts.fileName(), text.toUtf8());
    const CommandRun dropped = shell(check);
    BOOST_TEST(dropped.exit_code == 1);
    BOOST_TEST(dropped.out.contains("does not have the same %1, %2"), dropped.out);
}

// The PDFs the issue names, which kept English words: prizes, ratings, a Chaturaji round.
BOOST_AUTO_TEST_CASE(the_prizes_ratings_and_chaturaji_pairings_pdfs_speak_bengali) {
    QTemporaryDir dir;
    const QString chess = dir.filePath("chess.tourney");
    mustRun({"new", chess, "--name", "Dhaka Open", "--game", "chess", "--system", "round-robin"});
    mustRun({"player", "import", chess, sourcePath("data/players.csv")});
    mustRun({"pair", chess});
    for (int board = 1; board <= 5; ++board) mustRun({"result", chess, "1", QString::number(board), "1-0"});
    mustRun({"prize", "add", chess, "First", "5000"});
    const auto text = [&](const QString& event, const QString& kind) {
        const QString pdf = dir.filePath(kind + ".pdf");
        mustRun({"--lang", "bn", "--digits", "bengali", "report", event, kind, "-o", pdf, "--force"});
        return shell("pdftotext -layout '" + pdf + "' -").out;
    };
    const QString prizes = text(chess, "prizes");
    BOOST_TEST(prizes.contains("পুরস্কার তালিকা"), prizes);
    BOOST_TEST(prizes.contains("সামগ্রিক"));
    BOOST_TEST(prizes.contains("৫০০০"));
    BOOST_TEST(!prizes.contains("Prize list"));
    BOOST_TEST(!prizes.contains("Amount"));
    const QString ratings = text(chess, "ratings");
    BOOST_TEST(ratings.contains("FIDE স্ট্যান্ডার্ড রেটিং পরিবর্তন (B.02)"), ratings);  // a rule's number stays ASCII
    BOOST_TEST(ratings.contains("প্রত্যাশিত"));
    BOOST_TEST(!ratings.contains("Expected"));
    BOOST_TEST(!ratings.contains("Rated games only"));

    const QString chaturaji = dir.filePath("chaturaji.tourney");
    mustRun({"new", chaturaji, "--name", "Chaturaji Cup", "--game", "chaturaji", "--system", "swiss", "--rounds", "3"});
    mustRun({"player", "import", chaturaji, sourcePath("data/chaturaji-players.csv")});
    mustRun({"pair", chaturaji});
    const QString tables = text(chaturaji, "pairings");
    BOOST_TEST(tables.contains("রাউন্ড ১-এর টেবিল"), tables);
    BOOST_TEST(tables.contains("খেলার পয়েন্ট"));
    BOOST_TEST(!tables.contains("Tables of round"));
    BOOST_TEST(!tables.contains("Game pts"));
    BOOST_TEST(!tables.contains("Score"));
}
