#include "formats/text_columns.h"

#include <algorithm>

namespace tourney::formats {

std::string fit(const std::string& text, std::size_t width, bool right_align) {
    CodePoints columns(text);
    std::string cut = columns.width() > width ? columns.get(1, width) : text;
    std::size_t length = std::min(columns.width(), width);
    std::string padding(width - length, ' ');
    return right_align ? padding + cut : cut + padding;
}

}  // namespace tourney::formats
