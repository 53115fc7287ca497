// A `tourney serve` started for a test on a free local port, and plain HTTP requests to it.
#pragma once

#include "tourney_process.h"

#include <QProcess>
#include <QRegularExpression>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

namespace tourney::testing {

// A port of 127.0.0.1 free now, for a server the test starts (which may find it taken by then).
inline int freeLocalPort() {
    const int socket_fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    int port = 0;
    if (::bind(socket_fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 &&
        ::getsockname(socket_fd, reinterpret_cast<sockaddr*>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    ::close(socket_fd);
    return port;
}

struct HttpAnswer {
    int status = 0;
    std::string head;  // the status line and headers
    std::string body;
};

// One request, the connection closed after it. Safe to call from several threads at once.
inline HttpAnswer http(int port, const std::string& method, const std::string& path, const std::string& body = {},
                       const std::vector<std::string>& headers = {}) {
    const int socket_fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    HttpAnswer answer;
    if (::connect(socket_fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0) {
        ::close(socket_fd);
        return answer;
    }
    std::string request = method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) +
                          "\r\nConnection: close\r\n" + "Content-Length: " + std::to_string(body.size()) + "\r\n";
    for (const std::string& header : headers) request += header + "\r\n";
    request += "\r\n" + body;
    ::send(socket_fd, request.data(), request.size(), 0);
    // Read until the body is whole: the server may keep the connection open.
    std::string received;
    char buffer[65536];
    std::size_t end = std::string::npos, length = 0;
    for (ssize_t count; (count = ::recv(socket_fd, buffer, sizeof buffer, 0)) > 0;) {
        received.append(buffer, count);
        if (end == std::string::npos && (end = received.find("\r\n\r\n")) != std::string::npos) {
            std::string head = received.substr(0, end);
            std::transform(head.begin(), head.end(), head.begin(), [](unsigned char c) { return std::tolower(c); });
            const std::size_t field = head.find("content-length:");
            length = field == std::string::npos ? 0 : std::stoul(head.substr(field + 15));
        }
        if (end != std::string::npos && received.size() >= end + 4 + length) break;
    }
    ::close(socket_fd);
    answer.head = received.substr(0, end);
    answer.body = end == std::string::npos ? std::string() : received.substr(end + 4);
    if (answer.head.size() > 12) answer.status = std::stoi(answer.head.substr(9, 3));
    return answer;
}

// The value of header `name` (as written, any case) in an answer's head; empty when absent.
inline std::string headerValue(const HttpAnswer& answer, const std::string& name) {
    const QRegularExpression line(
        "\\r\\n" + QRegularExpression::escape(QString::fromStdString(name)) + ":\\s*([^\\r]*)",
        QRegularExpression::CaseInsensitiveOption);
    return line.match(QString::fromStdString(answer.head)).captured(1).toStdString();
}

// `tourney serve EVENT --port 0 --token-file ...`, stopped when the test ends. `environment`:
// NAME=VALUE settings added to the test's own. What the server writes on standard error goes
// to a file in `folder` (errorLog()).
struct Server {
    QProcess process;
    int port = 0;
    QString error_file;
    static constexpr const char* kToken = "arbiter-token-for-tests";

    // Without `with_token` the server is started read-only, as `serve` without --token-file.
    Server(const QString& event, const QString& folder, const QStringList& options = {},
           const QStringList& environment = {}, bool with_token = true)
        : error_file(folder + "/serve-stderr.log") {
        writeFile(folder + "/token", kToken);
        process.setProgram(TOURNEY_BINARY);
        const QStringList token = with_token ? QStringList{"--token-file", folder + "/token"} : QStringList{};
        process.setArguments(QStringList{"serve", event, "--port", "0"} + token + options);
        process.setEnvironment(QProcess::systemEnvironment() + environment);
        process.setStandardErrorFile(error_file);
        process.start();
        // "Serving on http://127.0.0.1:PORT/", in any language (Bengali puts the address first).
        static const QRegularExpression serving("http://[0-9.]+:(\\d+)/[^\\n]*\\n");
        for (int wait = 0; wait < 100 && port == 0; ++wait) {
            process.waitForReadyRead(100);
            const QRegularExpressionMatch said = serving.match(QString::fromUtf8(process.peek(4096)));
            if (said.hasMatch()) port = said.captured(1).toInt();
        }
        BOOST_REQUIRE_MESSAGE(port > 0, "tourney serve did not start: " << errorLog());
    }
    ~Server() {
        process.terminate();
        if (!process.waitForFinished(3000)) process.kill();
        process.waitForFinished(3000);
    }
    std::string base() const { return "http://127.0.0.1:" + std::to_string(port); }
    // Everything the server has written on standard error so far.
    std::string errorLog() const {
        QFile file(error_file);
        return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
    }
};

}  // namespace tourney::testing
