// A throwaway PostgreSQL server for the storage tests: `initdb` and `pg_ctl` in a temporary
// folder, on a free port of 127.0.0.1, trusting local logins, stopped and removed when the test
// program ends. initdb refuses to run as root, so as root (CI) the server runs as the
// `postgres` user that Debian's package makes (or `nobody`), through runuser.
//
// When the PostgreSQL server programs are not installed, get() is nullptr and each test that
// needs the server says on standard error that it was skipped and why (Boost.Test's own
// messages are hidden at its default log level), then passes. Under CI (CI=true, as `.ci/run`
// runs) a missing PostgreSQL fails instead: CI installs it, so these tests always run there.
#pragma once

#include "web_server_process.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <boost/test/unit_test.hpp>

#include <pwd.h>
#include <unistd.h>

#include <algorithm>
#include <iostream>
#include <memory>
#include <string>

namespace tourney::testing {

class PostgresqlCluster {
public:
    // The running cluster, started on first use; nullptr when PostgreSQL is not installed.
    static PostgresqlCluster* get() {
        static std::unique_ptr<PostgresqlCluster> cluster = start();
        return cluster.get();
    }

    // The address of a database on the cluster; `tourney new` creates it.
    QString address(const QString& database, const QString& password = {}) const {
        return "postgresql://tourney" + (password.isEmpty() ? QString() : ":" + password) +
               "@127.0.0.1:" + QString::number(port_) + "/" + database;
    }

    ~PostgresqlCluster() { run(pgCtl(), {"-D", data(), "-m", "immediate", "stop"}); }

    PostgresqlCluster(const PostgresqlCluster&) = delete;
    PostgresqlCluster& operator=(const PostgresqlCluster&) = delete;

private:
    PostgresqlCluster() = default;

    // Debian keeps the server programs out of PATH, in /usr/lib/postgresql/VERSION/bin.
    static QString serverBinDir() {
        const QString on_path = QStandardPaths::findExecutable("pg_ctl");
        if (!on_path.isEmpty() && QFile::exists(QFileInfo(on_path).dir().filePath("initdb")))
            return QFileInfo(on_path).canonicalPath();
        QDir versions("/usr/lib/postgresql");
        QStringList found = versions.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        std::sort(found.begin(), found.end(), [](const QString& a, const QString& b) { return a.toInt() > b.toInt(); });
        for (const QString& version : found)
            if (QFile::exists(versions.filePath(version + "/bin/initdb"))) return versions.filePath(version + "/bin");
        return {};
    }

    QString data() const { return dir_.filePath("data"); }
    QString pgCtl() const { return bin_ + "/pg_ctl"; }

    // Runs a server program, as the server's user when this process is root.
    bool run(const QString& program, const QStringList& arguments, QString* output = nullptr) const {
        QProcess process;
        if (!run_as_.isEmpty()) {
            process.setProgram("runuser");
            process.setArguments(QStringList{"-u", run_as_, "--", program} + arguments);
        } else {
            process.setProgram(program);
            process.setArguments(arguments);
        }
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.setWorkingDirectory(dir_.path());
        process.start();
        process.closeWriteChannel();
        const bool finished = process.waitForFinished(120'000);
        if (output) *output = QString::fromLocal8Bit(process.readAll());
        return finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    }

    static std::unique_ptr<PostgresqlCluster> start() {
        std::unique_ptr<PostgresqlCluster> cluster(new PostgresqlCluster);
        cluster->bin_ = serverBinDir();
        if (cluster->bin_.isEmpty()) {
            BOOST_REQUIRE_MESSAGE(qEnvironmentVariable("CI") != "true",
                                  "CI=true, and the PostgreSQL server programs (initdb, pg_ctl) are not installed");
            return nullptr;
        }
        if (::geteuid() == 0) {
            const passwd* user = ::getpwnam("postgres");
            if (!user) user = ::getpwnam("nobody");
            BOOST_REQUIRE_MESSAGE(user, "running as root, and neither user postgres nor nobody exists");
            cluster->run_as_ = QString::fromLocal8Bit(user->pw_name);
            BOOST_REQUIRE(::chown(QFile::encodeName(cluster->dir_.path()).constData(), user->pw_uid, user->pw_gid) ==
                          0);
        }
        QString output;
        BOOST_REQUIRE_MESSAGE(
            cluster->run(cluster->bin_ + "/initdb",
                         {"-D", cluster->data(), "-A", "trust", "-U", "tourney", "-E", "UTF8", "--no-locale"}, &output),
            "initdb failed: " << output.toStdString());
        // A port picked free may be taken before the server binds it: try a few.
        for (int attempt = 0; attempt < 5; ++attempt) {
            cluster->port_ = freeLocalPort();
            const QString options = QString(
                                        "-p %1 -k %2 -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200")
                                        .arg(cluster->port_)
                                        .arg(cluster->dir_.path());
            if (cluster->run(cluster->pgCtl(),
                             {"-D", cluster->data(), "-l", cluster->dir_.filePath("server.log"), "-w", "-t", "120",
                              "-o", options, "start"},
                             &output))
                return cluster;
        }
        BOOST_FAIL("pg_ctl could not start the server: " << output.toStdString());
        return nullptr;
    }

    QTemporaryDir dir_{QDir::tempPath() + "/tourney-pg-XXXXXX"};
    QString bin_;
    QString run_as_;
    int port_ = 0;
};

// For a test that needs the server: the cluster, or nullptr after saying on standard error (so
// that `ctest -V` and a direct run show it) and in the Boost.Test log why the test passes
// without it.
inline PostgresqlCluster* postgresqlOrSkip() {
    PostgresqlCluster* cluster = PostgresqlCluster::get();
    if (!cluster) {
        const std::string test = boost::unit_test::framework::current_test_case().p_name;
        std::cerr << "SKIPPED " << test
                  << ": the PostgreSQL server programs (initdb, pg_ctl) are not installed"
                     " (apt-get install postgresql)"
                  << std::endl;
        BOOST_WARN_MESSAGE(false, "skipped: PostgreSQL is not installed");
    }
    return cluster;
}

}  // namespace tourney::testing
