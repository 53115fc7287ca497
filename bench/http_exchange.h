// One HTTP/1.1 request to a server on this machine, on a connection of its own (as phones and
// browsers open them), for the benchmarks of `tourney serve`: no client library, so that what
// is timed is the server.
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <string>

namespace tourney::bench {

// The answer's status, 0 when no whole answer (head and Content-Length bytes) came back.
inline int httpExchange(int port, const std::string& request) {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    int status = 0;
    if (::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0) {
        ::send(fd, request.data(), request.size(), 0);
        std::string received;
        char buffer[65536];
        std::size_t end = std::string::npos, length = 0;
        for (ssize_t count; (count = ::recv(fd, buffer, sizeof buffer, 0)) > 0;) {
            received.append(buffer, count);
            if (end == std::string::npos && (end = received.find("\r\n\r\n")) != std::string::npos) {
                const std::size_t field = received.find("Content-Length: ");
                length = field < end ? std::stoul(received.substr(field + 16)) : 0;
            }
            if (end != std::string::npos && received.size() >= end + 4 + length) break;
        }
        if (end != std::string::npos && received.size() >= end + 4 + length && received.size() > 12)
            status = std::atoi(received.c_str() + 9);  // "HTTP/1.1 200"
    }
    ::close(fd);
    return status;
}

}  // namespace tourney::bench
