// Issue 40, item 1: every command that writes a file goes through one checked writer
// (app/saved_file.h). It refuses the event itself and any other event, anything that is not a
// regular file, and an existing file unless --force; it never writes in place.
#include "tourney_process.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <chrono>
#include <utility>

using namespace tourney::testing;

namespace {

bool isFifo(const QString& path) {
    struct stat status {};
    return ::lstat(QFile::encodeName(path).constData(), &status) == 0 && S_ISFIFO(status.st_mode);
}

QString makeFifo(const QString& path) {
    BOOST_REQUIRE(::mkfifo(QFile::encodeName(path).constData(), 0600) == 0);
    return path;
}

}  // namespace

BOOST_AUTO_TEST_CASE(item_1_report_onto_the_event_itself_is_refused_and_the_event_stays) {
    FourPlayerRoundRobin e("Output");
    expectRefused(e.event, {"report", e.event, "startlist", "-o", e.event}, {"is the event file itself"});
    expectRefused(e.event, {"report", e.event, "startlist", "-o", e.event, "--force"}, {"is the event file itself"});
    // By another path to the same file.
    expectRefused(e.event, {"report", e.event, "startlist", "-o", e.dir.path() + "/./event.tourney"},
                  {"is the event file itself"});
    BOOST_TEST(fileBytes(e.event).startsWith("SQLite format 3"));
}

BOOST_AUTO_TEST_CASE(item_1_no_output_replaces_another_event_even_with_force) {
    FourPlayerRoundRobin e("Output");
    const QString other = e.dir.filePath("other.tourney");
    mustRun({"new", other, "--name", "Other", "--game", "chess", "--system", "swiss", "--rounds", "3"});
    const QByteArray before = fileBytes(other);
    for (const QStringList& command : {QStringList{"report", e.event, "startlist", "-o", other, "--force"},
                                       QStringList{"report", e.event, "startlist", "-o", other + ".csv"},
                                       QStringList{"export", e.event, "--trf", other, "--force"}}) {
        if (command.contains(other + ".csv")) QFile::copy(other, other + ".csv");
        const CommandRun run = runTourney(command);
        BOOST_TEST(run.exit_code == 2, command.join(' ').toStdString());
        BOOST_TEST(run.err.contains("SQLite database"), run.err.toStdString());
    }
    BOOST_TEST((fileBytes(other) == before));
}

BOOST_AUTO_TEST_CASE(item_1_an_existing_file_is_replaced_only_with_force) {
    FourPlayerRoundRobin e("Output");
    const QString pdf = e.dir.filePath("list.pdf");
    mustRun({"report", e.event, "startlist", "-o", pdf});
    writeFile(pdf, "mine");
    expectRefused(e.event, {"report", e.event, "startlist", "-o", pdf}, {"exists; add --force"});
    BOOST_TEST((fileBytes(pdf) == "mine"));
    mustRun({"report", e.event, "startlist", "-o", pdf, "--force"});
    BOOST_TEST(fileBytes(pdf).startsWith("%PDF"));
    const QString trf = e.dir.filePath("event.trf");
    mustRun({"export", e.event, "--trf", trf});
    expectRefused(e.event, {"export", e.event, "--trf", trf}, {"exists; add --force"});
    mustRun({"export", e.event, "--trf", trf, "--force"});
    // Written beside the path and renamed: nothing is left aside.
    BOOST_TEST(QDir(e.dir.path()).entryList(QDir::Files | QDir::Hidden).size() == 3);
}

BOOST_AUTO_TEST_CASE(item_1_a_fifo_or_a_folder_is_never_replaced) {
    FourPlayerRoundRobin e("Output");
    const QString fifo = makeFifo(e.dir.filePath("pipe"));
    for (const QStringList& command : {QStringList{"report", e.event, "startlist", "-o", fifo, "--force"},
                                       QStringList{"export", e.event, "--csv", fifo, "--force"},
                                       QStringList{"report", e.event, "startlist", "-o", e.dir.path(), "--force"}})
        expectRefused(e.event, command, {"name a file to write"});
    BOOST_TEST(isFifo(fifo));
    // A FIFO where publish writes a page is refused at once, not opened (issue 40, item 7).
    const QString site = e.dir.filePath("site");
    QDir().mkpath(site);
    makeFifo(site + "/index.html");
    const auto start = std::chrono::steady_clock::now();
    expectRefused(e.event, {"publish", e.event, "--html", site}, {"index.html", "name a file to write"});
    BOOST_TEST((std::chrono::steady_clock::now() - start < std::chrono::seconds(60)));  // did not wait on it
    BOOST_TEST(isFifo(site + "/index.html"));
}

// `-o /dev/full`, run as root, once replaced the device node with a PDF. Not run on the
// machine's own devices when root: a regression would replace them. Root makes device nodes
// of its own in the test's folder (the numbers of /dev/null and /dev/full), so a writer that
// failed to refuse could only harm those; anybody else may name /dev/null and /dev/full,
// which the folder's permissions keep him from replacing.
BOOST_AUTO_TEST_CASE(item_1_a_device_is_refused_and_left_as_it_was) {
    FourPlayerRoundRobin e("Output");
    mustRun({"pair", e.event});
    QStringList devices;
    if (::geteuid() == 0) {
        for (const auto& [name, minor] : {std::pair{"null", 3u}, std::pair{"full", 7u}}) {
            const QString node = e.dir.filePath(name);
            BOOST_REQUIRE(::mknod(QFile::encodeName(node).constData(), S_IFCHR | 0666, makedev(1, minor)) == 0);
            devices << node;
        }
        BOOST_REQUIRE(QFile::link(devices[1], e.dir.filePath("link-to-full")));
        devices << e.dir.filePath("link-to-full");
    } else {
        devices << "/dev/null"
                << "/dev/full";
    }
    for (const QString& device : devices) {
        const auto node = [&] {
            struct stat status {};
            BOOST_REQUIRE(::lstat(QFile::encodeName(device).constData(), &status) == 0);
            return status;
        };
        const struct stat before = node();
        for (const QStringList& command : {QStringList{"report", e.event, "standings", "-o", device, "--force"},
                                           QStringList{"report", e.event, "pairings", "-o", device},
                                           QStringList{"export", e.event, "--trf", device, "--force"},
                                           QStringList{"export", e.event, "--csv", device, "--force"},
                                           QStringList{"export", e.event, "--json", device}})
            expectRefused(e.event, command, {device, "not a regular file"});
        const struct stat after = node();
        BOOST_TEST(after.st_mode == before.st_mode, device);  // still the same kind of node
        BOOST_TEST(after.st_ino == before.st_ino, device);    // not replaced by another
        BOOST_TEST(after.st_rdev == before.st_rdev, device);
    }
    // Nothing was written beside them either: the folder holds the event and the nodes only.
    QStringList expected{"event.tourney"};
    for (const QString& device : devices)
        if (device.startsWith(e.dir.path())) expected << QFileInfo(device).fileName();
    QStringList held =
        QDir(e.dir.path()).entryList(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot);
    held.sort();
    expected.sort();
    BOOST_TEST(held == expected, held.join(' '));
}

BOOST_AUTO_TEST_CASE(item_1_publish_keeps_an_event_named_like_a_page_and_replaces_its_own_pages) {
    FourPlayerRoundRobin e("Output");
    const QString site = e.dir.filePath("site");
    QDir().mkpath(site);
    QFile::copy(e.event, site + "/index.html");
    const QByteArray before = fileBytes(site + "/index.html");
    expectRefused(e.event, {"publish", e.event, "--html", site, "--force"}, {"index.html", "SQLite database"});
    BOOST_TEST((fileBytes(site + "/index.html") == before));
    QFile::remove(site + "/index.html");
    writeFile(site + "/players.html", "<p>the organiser's own page</p>");
    expectRefused(e.event, {"publish", e.event, "--html", site}, {"players.html", "exists; add --force"});
    mustRun({"publish", e.event, "--html", site, "--force"});
    // A second publishing replaces the pages the first one wrote, without --force.
    mustRun({"publish", e.event, "--html", site});
    BOOST_TEST(fileBytes(site + "/players.html").contains("generator"));
}

BOOST_AUTO_TEST_CASE(item_7_results_from_a_fifo_or_in_utf16_are_refused_at_once) {
    FourPlayerRoundRobin e("Output");
    mustRun({"pair", e.event});
    const QString fifo = makeFifo(e.dir.filePath("results"));
    const auto start = std::chrono::steady_clock::now();
    expectRefused(e.event, {"result", e.event, "1", "--file", fifo}, {"FIFO"});
    BOOST_TEST((std::chrono::steady_clock::now() - start < std::chrono::seconds(10)));
    // A results file saved as UTF-16 is named as such, not read as noise.
    const QString utf16 = e.dir.filePath("results.txt");
    writeFile(utf16, QByteArray("\xFF\xFE", 2) + QByteArray("1\0 \0"
                                                            "1\0-\0"
                                                            "0\0\n\0",
                                                            12));
    expectRefused(e.event, {"result", e.event, "1", "--file", utf16}, {"UTF-16"});
}
