// GET /api/events/EVENT/changes held open as a page holds it, for the tests of the stream of
// changes (app/change_streams.h): the stream read as it comes.
#pragma once

#include <boost/test/unit_test.hpp>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdint>
#include <string>

namespace tourney::testing {

class ChangeStream {
public:
    ChangeStream(int port, const std::string& event) : fd_(::socket(AF_INET, SOCK_STREAM, 0)) {
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(static_cast<std::uint16_t>(port));
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        BOOST_REQUIRE(::connect(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
        const std::string request = "GET /api/events/" + event + "/changes HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
                                    "Accept: text/event-stream\r\n\r\n";
        BOOST_REQUIRE(::send(fd_, request.data(), request.size(), 0) == static_cast<ssize_t>(request.size()));
    }
    ~ChangeStream() { ::close(fd_); }
    ChangeStream(const ChangeStream&) = delete;
    ChangeStream& operator=(const ChangeStream&) = delete;

    std::string head() {
        while (received_.find("\r\n\r\n") == std::string::npos && receive()) {}
        return received_.substr(0, received_.find("\r\n\r\n"));
    }

    // The revision the next "change" event carries; -1 when none comes within a minute (a
    // generous wait: under AddressSanitizer the server is many times slower).
    long long nextRevision() {
        static const std::string kChange = "event: change\ndata: {\"revision\": ";
        for (;;) {
            const std::size_t at = received_.find(kChange, read_);
            const std::size_t end = at == std::string::npos ? at : received_.find("}\n\n", at);
            if (end != std::string::npos) {
                read_ = end;
                return std::stoll(received_.substr(at + kChange.size(), end - at - kChange.size()));
            }
            if (!receive()) return -1;
        }
    }

private:
    bool receive() {
        pollfd ready{fd_, POLLIN, 0};
        if (::poll(&ready, 1, 60'000) != 1) return false;
        char buffer[4096];
        const ssize_t count = ::recv(fd_, buffer, sizeof buffer, 0);
        if (count <= 0) return false;
        received_.append(buffer, static_cast<std::size_t>(count));
        return true;
    }

    int fd_;
    std::string received_;
    std::size_t read_ = 0;
};

}  // namespace tourney::testing
