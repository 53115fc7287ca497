// nginx (Debian's `nginx`) in front of several `tourney serve` processes, as docs/federation.md
// sets it up, for the tests of issue 34: started by the test as a child process with a
// configuration, pid file, temporary folders and logs of its own in a temporary folder, on a
// free port of 127.0.0.1, and stopped when the test ends. Its access log names the server
// process that answered each request ($upstream_addr), so a test sees where its writes went.
//
// nginx is not optional for these tests: when it is not installed they fail, saying how to
// install it (README.md's first command installs it).
#pragma once

#include "web_server_process.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <boost/test/unit_test.hpp>

#include <chrono>
#include <map>
#include <string>
#include <thread>
#include <vector>

namespace tourney::testing {

class NginxProxy {
public:
    // nginx passing every request to `upstream_ports` in turn (round robin).
    explicit NginxProxy(const std::vector<int>& upstream_ports) {
        const QString nginx = binary();
        BOOST_REQUIRE_MESSAGE(!nginx.isEmpty(),
                              "nginx is not installed: apt-get install nginx (README.md's first "
                              "command installs it); the test of several servers behind it needs it");
        BOOST_REQUIRE(dir_.isValid());
        // As root (CI) nginx's workers run as `nobody`: they must reach their temporary folders.
        QFile::setPermissions(dir_.path(), QFile::permissions(dir_.path()) | QFile::ExeGroup | QFile::ExeOther);
        for (int attempt = 0; attempt < 5 && port_ == 0; ++attempt) {
            const int port = freeLocalPort();
            writeFile(dir_.filePath("nginx.conf"), configuration(port, upstream_ports).toUtf8());
            process_.setProgram(nginx);
            process_.setArguments({"-p", dir_.path(), "-c", dir_.filePath("nginx.conf"), "-e", errorLogPath()});
            process_.setProcessChannelMode(QProcess::MergedChannels);
            process_.start();
            if (listening(port))
                port_ = port;
            else
                stop();  // the port was taken meanwhile, or nginx refused the configuration
        }
        BOOST_REQUIRE_MESSAGE(port_ > 0, "nginx did not start: " << errorLog());
    }
    ~NginxProxy() { stop(); }
    NginxProxy(const NginxProxy&) = delete;
    NginxProxy& operator=(const NginxProxy&) = delete;

    int port() const { return port_; }
    std::string errorLog() const {
        QFile file(errorLogPath());
        return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
    }
    // How many requests of `method` each server process answered, by its port, from the access log.
    std::map<int, int> answeredBy(const std::string& method) const {
        std::map<int, int> count;
        QFile file(dir_.filePath("access.log"));
        if (!file.open(QIODevice::ReadOnly)) return count;
        for (const QByteArray& line : file.readAll().split('\n')) {
            const QList<QByteArray> fields = line.split(' ');  // METHOD STATUS 127.0.0.1:PORT
            if (fields.size() == 3 && fields[0].toStdString() == method) ++count[fields[2].split(':').last().toInt()];
        }
        return count;
    }

private:
    static QString binary() {
        const QString on_path = QStandardPaths::findExecutable("nginx");
        if (!on_path.isEmpty()) return on_path;
        return QStandardPaths::findExecutable("nginx", {"/usr/sbin", "/usr/local/sbin"});
    }

    // docs/federation.md's site, on plain HTTP: one upstream of every process, and the change
    // streams passed on as they are written (no buffering, a long read timeout).
    QString configuration(int port, const std::vector<int>& upstream_ports) const {
        const QString dir = dir_.path();
        QString servers;
        for (int upstream : upstream_ports) servers += QString("        server 127.0.0.1:%1;\n").arg(upstream);
        return QString(R"(daemon off;
worker_processes 1;
pid %1/nginx.pid;
error_log %1/error.log;
events { worker_connections 512; }
http {
    log_format upstreams '$request_method $status $upstream_addr';
    access_log %1/access.log upstreams;
    client_body_temp_path %1/client_body;
    proxy_temp_path %1/proxy;
    fastcgi_temp_path %1/fastcgi;
    uwsgi_temp_path %1/uwsgi;
    scgi_temp_path %1/scgi;
    upstream tourney {
%2    }
    server {
        listen 127.0.0.1:%3;
        location / {
            proxy_pass http://tourney;
            proxy_set_header Host $http_host;
            proxy_set_header X-Real-IP $remote_addr;
        }
        location ~ ^/api/events/[^/]+/changes$ {
            proxy_pass http://tourney;
            proxy_set_header X-Real-IP $remote_addr;
            proxy_buffering off;
            proxy_read_timeout 1h;
        }
    }
}
)")
            .arg(dir, servers)
            .arg(port);
    }

    QString errorLogPath() const { return dir_.filePath("error.log"); }

    // Whether nginx answers on `port` within 10 s (it answers 404 on a path it has no location for
    // only when it is up; a refused connection gives no status).
    bool listening(int port) {
        for (int wait = 0; wait < 100; ++wait) {
            if (process_.state() == QProcess::NotRunning) return false;
            if (http(port, "GET", "/nginx-is-up").status != 0) return true;
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
        return false;
    }

    void stop() {
        if (process_.state() == QProcess::NotRunning) return;
        process_.terminate();  // SIGTERM: nginx's fast shutdown, its workers with it
        if (!process_.waitForFinished(5000)) process_.kill();
        process_.waitForFinished(3000);
    }

    QTemporaryDir dir_{QDir::tempPath() + "/tourney-nginx-XXXXXX"};
    QProcess process_;
    int port_ = 0;
};

}  // namespace tourney::testing
