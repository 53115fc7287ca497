// Reads back which glyphs a Tourney PDF draws and where: a small reader of the PDF objects
// libharu writes (uncompressed object syntax, Flate streams) and an interpreter of the text
// operators of a page's content (BT, Td, Tf, Ts, TJ, Tj, ET). It knows only what the reports
// write; anything else in a content stream is skipped.
#pragma once

#include <zlib.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace tourney::reports::testing {

struct PlacedGlyph {
    std::string font;  // the font's PostScript name, subset tag removed: "NotoSansBengali-Bold"
    std::uint32_t id = 0;
    double x = 0, y = 0;  // the glyph's origin on the page, points
    double size = 0;      // the font size
    int text_object = 0;  // which BT ... ET of the page drew it, from 1
};

class PdfGlyphReader {
public:
    explicit PdfGlyphReader(const std::string& path) {
        std::ifstream in(path, std::ios::binary);
        data_.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
        // The cross-reference table gives every object's offset, so nothing in a binary stream
        // can be taken for an object.
        std::istringstream xref(data_.substr(std::stoul(data_.substr(data_.rfind("startxref") + 9))));
        std::string keyword;
        int first = 0, count = 0;
        xref >> keyword >> first >> count;
        for (int i = 0; i < count; ++i) {
            std::size_t offset = 0;
            int generation = 0;
            std::string use;
            xref >> offset >> generation >> use;
            if (use == "n") offsets_[first + i] = offset;
        }
        const std::size_t trailer = data_.rfind("trailer");
        const int root = reference(dictionary(reference(data_.substr(trailer), "/Root")), "/Pages");
        collectPages(root);
    }

    int pageCount() const { return static_cast<int>(pages_.size()); }

    // Every glyph page `page` (from 1) draws, in the order drawn.
    std::vector<PlacedGlyph> glyphs(int page) const {
        const std::string dict = dictionary(pages_.at(static_cast<std::size_t>(page - 1)));
        std::map<std::string, Font> fonts;
        const std::size_t at = dict.find("/Font");
        if (at != std::string::npos) {
            const std::size_t open = dict.find("<<", at), close = dict.find(">>", at);
            for (std::size_t name = dict.find('/', open); name < close; name = dict.find('/', name + 1)) {
                std::size_t end = name + 1;
                while (std::isalnum(static_cast<unsigned char>(dict[end]))) ++end;
                fonts[dict.substr(name + 1, end - name - 1)] = font(std::stoi(dict.substr(end)));
            }
        }
        return interpret(stream(reference(dict, "/Contents")), fonts);
    }

    // The dictionary (or other value) of object `number`, without its stream.
    std::string dictionary(int number) const {
        const std::size_t start = data_.find("obj", offsets_.at(number)) + 3;
        const std::size_t end = std::min(data_.find("endobj", start), data_.find("stream", start));
        return data_.substr(start, end - start);
    }

    // The decoded stream of object `number`, its length read from /Length.
    std::string stream(int number) const {
        const std::string dict = dictionary(number);
        std::size_t start = data_.find("stream", offsets_.at(number)) + 6;
        if (data_[start] == '\r') ++start;
        if (data_[start] == '\n') ++start;
        const std::size_t at = dict.find("/Length ") + 8;
        std::size_t length = std::stoul(dict.substr(at));
        if (dict.compare(dict.find_first_not_of("0123456789", at), 4, " 0 R") == 0)
            length = std::stoul(dictionary(static_cast<int>(length)));
        const std::string raw = data_.substr(start, length);
        return dict.find("/FlateDecode") == std::string::npos ? raw : inflated(raw);
    }

private:
    struct Font {
        std::string name;
        std::map<std::uint32_t, double> widths;  // thousandths of the size
    };

    // The object number of "KEY N 0 R" in `dict`.
    static int reference(const std::string& dict, const std::string& key) {
        const std::size_t at = dict.find(key + " ");
        if (at == std::string::npos) throw std::runtime_error("no " + key + " in " + dict.substr(0, 80));
        return std::stoi(dict.substr(at + key.size() + 1));
    }

    static std::string inflated(const std::string& raw) {
        z_stream z{};
        if (inflateInit(&z) != Z_OK) throw std::runtime_error("zlib");
        z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(raw.data()));
        z.avail_in = static_cast<uInt>(raw.size());
        std::string out;
        char buffer[16384];
        int status = Z_OK;
        while (status == Z_OK) {
            z.next_out = reinterpret_cast<Bytef*>(buffer);
            z.avail_out = sizeof buffer;
            status = inflate(&z, Z_NO_FLUSH);
            out.append(buffer, sizeof buffer - z.avail_out);
        }
        inflateEnd(&z);
        if (status != Z_STREAM_END) throw std::runtime_error("a stream does not inflate");
        return out;
    }

    void collectPages(int number) {
        const std::string dict = dictionary(number);
        if (dict.find("/Type /Pages") == std::string::npos) {
            pages_.push_back(number);
            return;
        }
        const std::size_t kids = dict.find("/Kids");
        const std::size_t end = dict.find(']', kids);
        for (std::size_t at = dict.find('[', kids) + 1; at < end;) {
            while (at < end && !std::isdigit(static_cast<unsigned char>(dict[at]))) ++at;
            if (at >= end) break;
            collectPages(std::stoi(dict.substr(at)));
            at = dict.find('R', at) + 1;
        }
    }

    Font font(int number) const {
        const std::string type0 = dictionary(number);
        Font result;
        const std::size_t base = type0.find("/BaseFont /") + 11;
        result.name = type0.substr(base, type0.find_first_of(" \r\n/", base) - base);
        if (result.name.size() > 7 && result.name[6] == '+') result.name.erase(0, 7);
        const std::size_t descendants = type0.find("/DescendantFonts");
        const std::string cid = dictionary(std::stoi(type0.substr(type0.find('[', descendants) + 1)));
        // W: "first [w w ...]" stretches.
        const std::size_t w = cid.find("/W [");
        std::size_t at = w + 4;
        while (w != std::string::npos) {
            while (std::isspace(static_cast<unsigned char>(cid[at]))) ++at;
            if (cid[at] == ']') break;
            std::size_t used = 0;
            std::uint32_t glyph = static_cast<std::uint32_t>(std::stoul(cid.substr(at), &used));
            at = cid.find('[', at) + 1;
            const std::size_t close = cid.find(']', at);
            while (true) {
                while (std::isspace(static_cast<unsigned char>(cid[at]))) ++at;
                if (at >= close) break;
                result.widths[glyph++] = std::stod(cid.substr(at), &used);
                at += used;
            }
            at = close + 1;
        }
        return result;
    }

    struct Token {
        char kind;  // 'n' number, '/' name, '<' hex string, '[' ']', 'o' operator, 'x' anything else
        std::string text;
    };

    static std::vector<Token> tokens(const std::string& content) {
        std::vector<Token> result;
        for (std::size_t at = 0; at < content.size();) {
            const char c = content[at];
            if (std::isspace(static_cast<unsigned char>(c))) {
                ++at;
            } else if (c == '<' && content.compare(at, 2, "<<") == 0) {
                result.push_back({'x', "<<"});
                at += 2;
            } else if (c == '>' && content.compare(at, 2, ">>") == 0) {
                result.push_back({'x', ">>"});
                at += 2;
            } else if (c == '<') {
                const std::size_t end = content.find('>', at);
                result.push_back({'<', content.substr(at + 1, end - at - 1)});
                at = end + 1;
            } else if (c == '[' || c == ']') {
                result.push_back({c, std::string(1, c)});
                ++at;
            } else if (c == '(') {
                int depth = 0;  // a literal string: skipped, the reports write none
                for (; at < content.size(); ++at) {
                    if (content[at] == '\\')
                        ++at;
                    else if (content[at] == '(')
                        ++depth;
                    else if (content[at] == ')' && --depth == 0)
                        break;
                }
                ++at;
                result.push_back({'x', "()"});
            } else {
                std::size_t end = at + 1;
                while (end < content.size() && !std::isspace(static_cast<unsigned char>(content[end])) &&
                       std::string("[]<>/()").find(content[end]) == std::string::npos)
                    ++end;
                const std::string word = content.substr(at, end - at);
                const char kind = c == '/'                                                                ? '/'
                                  : (std::isdigit(static_cast<unsigned char>(c)) || c == '-' || c == '.') ? 'n'
                                                                                                          : 'o';
                result.push_back({kind, kind == '/' ? word.substr(1) : word});
                at = end;
            }
        }
        return result;
    }

    static std::vector<PlacedGlyph> interpret(const std::string& content, const std::map<std::string, Font>& fonts) {
        std::vector<PlacedGlyph> glyphs;
        std::vector<Token> operands;
        const Font* font = nullptr;
        double size = 0, rise = 0, line_x = 0, line_y = 0, x = 0;
        int text_object = 0;
        const auto show = [&](const std::string& hex) {
            for (std::size_t i = 0; i + 4 <= hex.size(); i += 4) {
                const auto id = static_cast<std::uint32_t>(std::stoul(hex.substr(i, 4), nullptr, 16));
                glyphs.push_back({font->name, id, x, line_y + rise, size, text_object});
                const auto width = font->widths.find(id);
                x += (width == font->widths.end() ? 0.0 : width->second) * size / 1000.0;
            }
        };
        for (const Token& token : tokens(content)) {
            if (token.kind != 'o') {
                operands.push_back(token);
                continue;
            }
            const std::string& op = token.text;
            const auto number = [&](std::size_t from_end) {
                return std::stod(operands[operands.size() - from_end].text);
            };
            if (op == "BT") {
                ++text_object;
                line_x = line_y = x = rise = 0;
            } else if (op == "Td") {
                line_x += number(2);
                line_y += number(1);
                x = line_x;
            } else if (op == "Tf") {
                font = &fonts.at(operands[operands.size() - 2].text);
                size = number(1);
            } else if (op == "Ts") {
                rise = number(1);
            } else if (op == "Tj") {
                show(operands.back().text);
            } else if (op == "TJ") {
                for (const Token& part : operands) {
                    if (part.kind == '<') show(part.text);
                    if (part.kind == 'n') x -= std::stod(part.text) * size / 1000.0;
                }
            }
            operands.clear();
        }
        return glyphs;
    }

    std::string data_;
    std::map<int, std::size_t> offsets_;
    std::vector<int> pages_;
};

}  // namespace tourney::reports::testing
