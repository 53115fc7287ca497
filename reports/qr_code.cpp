#include "reports/qr_code.h"

#include <qrencode.h>

#include <memory>
#include <stdexcept>
#include <string>

namespace tourney::reports {

namespace {

constexpr int kQuietZone = 4;  // modules of light margin on each side (ISO/IEC 18004 §6.3.8)

}  // namespace

QrCode::QrCode(std::string_view text) {
    const std::string data(text);
    // Byte mode, as an address is: libqrencode picks the version (0: the smallest that fits).
    const std::unique_ptr<QRcode, decltype(&QRcode_free)> encoded(
        QRcode_encodeString8bit(data.c_str(), 0, QR_ECLEVEL_M), &QRcode_free);
    if (!encoded) throw std::invalid_argument("'" + data + "' does not fit in a QR code");
    size_ = encoded->width;
    modules_.resize(static_cast<std::size_t>(size_) * static_cast<std::size_t>(size_));
    // libqrencode gives a byte per module; its lowest bit is the module's colour (1: dark).
    for (std::size_t i = 0; i < modules_.size(); ++i) modules_[i] = (encoded->data[i] & 1) != 0;
}

std::vector<Box> qrRectangles(const QrCode& code, const Box& box) {
    const float module = box.width / static_cast<float>(code.size() + 2 * kQuietZone);
    std::vector<Box> rectangles;
    for (int row = 0; row < code.size(); ++row) {
        for (int column = 0; column < code.size();) {
            if (!code.dark(column, row)) {
                ++column;
                continue;
            }
            const int start = column;
            while (column < code.size() && code.dark(column, row)) ++column;
            rectangles.push_back({box.x + static_cast<float>(start + kQuietZone) * module,
                                  box.y + static_cast<float>(row + kQuietZone) * module,
                                  static_cast<float>(column - start) * module, module});
        }
    }
    return rectangles;
}

void drawQrCode(PdfDocument& pdf, const QrCode& code, const Box& box) {
    for (const Box& rectangle : qrRectangles(code, box)) pdf.fill(rectangle, kBlack);
}

}  // namespace tourney::reports
