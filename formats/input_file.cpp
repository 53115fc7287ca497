#include "formats/input_file.h"

#include "formats/input_error.h"
#include "formats/plain_text.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>

namespace tourney::formats {

namespace {

[[noreturn]] void refuse(const std::string& path, const Message& why) { throw InputError(path, 0, "", why); }

Message kindOf(const std::filesystem::file_status& status) {
    switch (status.type()) {
    case std::filesystem::file_type::directory: return Message("is a folder, not a file");
    case std::filesystem::file_type::fifo: return Message("is a FIFO (named pipe), not a file");
    case std::filesystem::file_type::socket: return Message("is a socket, not a file");
    default: return Message("is a device, not a file");
    }
}

}  // namespace

void checkRegularFile(const std::string& path) {
    std::error_code error;
    const auto status = std::filesystem::status(path, error);
    if (!std::filesystem::exists(status)) refuse(path, Message("no such file"));
    if (!std::filesystem::is_regular_file(status)) refuse(path, kindOf(status));
}

std::string readInputFile(const std::string& path, std::size_t max_bytes) {
    checkRegularFile(path);
    std::error_code error;
    const std::uintmax_t size = std::filesystem::file_size(path, error);
    if (!error && size > max_bytes)
        refuse(path, Message("is %1 MiB, larger than any input Tourney reads (%2 MiB)", size >> 20, max_bytes >> 20));
    const std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(path.c_str(), "rb"), std::fclose);
    if (!file) refuse(path, Message("cannot be read (%1)", std::string(std::strerror(errno))));
    std::string bytes;
    char buffer[1 << 16];
    for (;;) {
        const std::size_t read = std::fread(buffer, 1, sizeof buffer, file.get());
        bytes.append(buffer, read);
        if (bytes.size() > max_bytes) refuse(path, Message("is larger than any input Tourney reads"));
        if (read < sizeof buffer) break;
    }
    if (std::ferror(file.get())) refuse(path, Message("cannot be read (%1)", std::string(std::strerror(errno))));
    return bytes;
}

std::string readTextFile(const std::string& path, std::size_t max_bytes) {
    std::string bytes = readInputFile(path, max_bytes);
    if (const auto problem = textFileProblem(bytes)) throw InputError(path, problem->line, "", problem->message);
    return bytes;
}

}  // namespace tourney::formats
