// The scripts of tests/web (playwright-core driving Debian's Chromium), run from a Boost test:
// each prints one JSON object a check, {"check": ..., "ok": true|false, ...}, asserted here.
#pragma once

#include "tourney_process.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QProcess>

namespace tourney::testing {

// playwright-core drives the system's Chromium; npm fetches it once (package-lock.json). Test
// files run at once (ctest -j2) install it one after the other.
inline void installPlaywright() {
    QLockFile lock(QDir::temp().filePath("tourney-tests-web-npm.lock"));
    lock.setStaleLockTime(0);
    BOOST_REQUIRE(lock.lock());
    if (QFile::exists(sourcePath("tests/web/node_modules/playwright-core/package.json"))) return;
    QProcess npm;
    npm.setWorkingDirectory(sourcePath("tests/web"));
    npm.start("npm", {"ci", "--no-audit", "--no-fund"});
    BOOST_REQUIRE_MESSAGE(npm.waitForFinished(300'000) && npm.exitCode() == 0,
                          "npm ci failed: " << npm.readAllStandardError().toStdString());
}

// Runs a script of tests/web and asserts each check it printed; returns how many. `timeout_ms`
// is generous: under AddressSanitizer the server is many times slower.
inline int nodeChecks(const QStringList& arguments, int timeout_ms = 120'000) {
    installPlaywright();
    QProcess node;
    node.setWorkingDirectory(sourcePath("tests/web"));
    node.start("node", arguments);
    BOOST_REQUIRE(node.waitForFinished(timeout_ms));
    const QString err = QString::fromUtf8(node.readAllStandardError());
    BOOST_REQUIRE_MESSAGE(node.exitCode() == 0, "node " << arguments.join(' ') << " failed: " << err.toStdString());
    int checks = 0;
    for (const QByteArray& line : node.readAllStandardOutput().split('\n')) {
        if (line.trimmed().isEmpty()) continue;
        const QJsonObject check = QJsonDocument::fromJson(line).object();
        BOOST_TEST(check["ok"].toBool(), line.toStdString());
        ++checks;
    }
    return checks;
}

}  // namespace tourney::testing
