// libFuzzer target: the event archive's reader (tournament/event_archive.h) and under it the JSON
// reader (formats/json.h). A file is refused with InputError or read; what it reads is written
// back and must read again to the same text, as `export --archive` of an imported archive gives
// the same bytes. Anything else (another exception, a crash, a sanitizer report) is a finding.
#include "formats/input_error.h"
#include "tournament/event_archive.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    tourney::tournament::EventArchive archive;
    try {
        archive = tourney::tournament::readArchive(text, "fuzz.json");
    } catch (const tourney::formats::InputError&) {
        return 0;
    }
    const std::string written = tourney::tournament::archiveText(archive);
    const std::string again = tourney::tournament::archiveText(
        tourney::tournament::readArchive(written, "written.json"));
    if (again != written) std::abort();  // the archive did not read back as written
    return 0;
}
