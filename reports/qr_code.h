// QR codes (ISO/IEC 18004) for the hall's paper: a text encoded by libqrencode (Debian's
// libqrencode-dev) as a square of dark and light modules, drawn as filled rectangles, so that
// the PDF holds vectors and no image.
#pragma once

#include "reports/pdf_document.h"

#include <string_view>
#include <vector>

namespace tourney::reports {

class QrCode {
public:
    // The smallest symbol that holds `text` at error correction level M (15 % of the modules may
    // be lost: a badge gets creased). Throws std::invalid_argument when the text does not fit.
    explicit QrCode(std::string_view text);

    int size() const { return size_; }  // modules on each side, without the quiet zone
    bool dark(int column, int row) const { return modules_[static_cast<std::size_t>(row * size_ + column)]; }

private:
    int size_ = 0;
    std::vector<bool> modules_;
};

// The dark modules of `code` as rectangles in `box` (a square; the four modules of quiet zone
// the standard asks for are inside it): one rectangle for each run of dark modules in a row.
std::vector<Box> qrRectangles(const QrCode& code, const Box& box);

// Draws the code in `box`, in black.
void drawQrCode(PdfDocument& pdf, const QrCode& code, const Box& box);

}  // namespace tourney::reports
