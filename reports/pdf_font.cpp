#include "reports/pdf_font.h"

#include "formats/utf8.h"

#include <hb-subset.h>
#include <hpdf_objects.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace tourney::reports {

namespace {

void check(HPDF_STATUS status, const char* doing) {
    if (status != HPDF_OK) throw std::runtime_error(std::string("PDF: libharu failed while ") + doing);
}

HPDF_Dict newIndirectDict(HPDF_Doc pdf) {
    HPDF_Dict dict = HPDF_Dict_New(pdf->mmgr);
    if (dict == nullptr) throw std::runtime_error("PDF: out of memory");
    check(HPDF_Xref_Add(pdf->xref, dict), "adding a font object");
    return dict;
}

HPDF_Array newArray(HPDF_Doc pdf) {
    HPDF_Array array = HPDF_Array_New(pdf->mmgr);
    if (array == nullptr) throw std::runtime_error("PDF: out of memory");
    return array;
}

void appendHex(std::string& out, unsigned value, int digits) {
    static const char kDigits[] = "0123456789ABCDEF";
    for (int shift = 4 * (digits - 1); shift >= 0; shift -= 4) out += kDigits[(value >> shift) & 0xF];
}

// UTF-16BE in hexadecimal, as ToUnicode and text strings take it.
std::string utf16Hex(const std::u32string& text) {
    std::string out;
    for (char c : utf16BigEndian(text)) appendHex(out, static_cast<unsigned char>(c), 2);
    return out;
}

// Content-stream text showing: glyph ids gathered into TJ arrays, hex strings broken only where a
// position is adjusted, and other operators between the arrays.
class TextOperators {
public:
    void glyph(std::uint32_t id) {
        openArray();
        if (!in_hex_) out_ += '<';
        in_hex_ = true;
        appendHex(out_, id, 4);
    }
    // Moves the next glyph `thousandths` of the font size to the right.
    void move(double thousandths) {
        openArray();
        closeHex();
        out_ += pdfNumber(-thousandths) + ' ';
    }
    void operators(const std::string& text) {
        closeArray();
        out_ += text;
    }
    std::string finish() {
        closeArray();
        return std::move(out_);
    }

private:
    void openArray() {
        if (!in_array_) out_ += '[';
        in_array_ = true;
    }
    void closeHex() {
        if (in_hex_) out_ += '>';
        in_hex_ = false;
    }
    void closeArray() {
        closeHex();
        if (in_array_) out_ += "]TJ\n";
        in_array_ = false;
    }

    std::string out_;
    bool in_array_ = false, in_hex_ = false;
};

struct Placed {
    std::size_t index;  // in the run
    std::int64_t pen;   // HarfBuzz's pen position before the glyph, font units
};

// The glyphs [first, last) of a run, each with the pen position it is drawn from.
std::vector<Placed> placed(const ShapedRun& run, std::size_t first, std::size_t last, std::int64_t pen) {
    std::vector<Placed> result;
    for (std::size_t i = first; i < last; ++i) {
        result.push_back({i, pen});
        pen += run.glyphs[i].x_advance;
    }
    return result;
}

// The glyphs of an ActualText span in the order to draw them. Text extractors take a span to
// reach from the start of its first glyph to the end of its last one (the end by the glyph's
// width in the font), and poppler reads a word break wherever that misses the next glyph by a
// little. So the leftmost glyph goes first and the one whose end is nearest the span's end goes
// last: not a reph or a mark over the syllable, whose width says nothing of where the syllable
// ends. The page looks the same in any order: every glyph is placed by its position.
std::vector<Placed> spanOrder(const FontFace& face, const ShapedRun& run, std::vector<Placed> glyphs,
                              std::int64_t end) {
    if (glyphs.size() < 2) return glyphs;
    const auto start = [&](const Placed& p) { return p.pen + run.glyphs[p.index].x_offset; };
    const auto miss = [&](const Placed& p) { return std::abs(start(p) + face.advance(run.glyphs[p.index].id) - end); };
    std::rotate(glyphs.begin(),
                std::min_element(glyphs.begin(), glyphs.end(),
                                 [&](const Placed& a, const Placed& b) { return start(a) < start(b); }),
                glyphs.end());
    const auto nearest = std::min_element(glyphs.begin() + 1, glyphs.end(),
                                          [&](const Placed& a, const Placed& b) { return miss(a) < miss(b); });
    std::rotate(nearest, nearest + 1, glyphs.end());
    return glyphs;
}

// Glyphs written into TJ arrays where HarfBuzz placed them, relative to the run's start: TJ
// adjustments for horizontal offsets and advances that differ from the font's widths, text rise
// for vertical offsets.
class GlyphPlacer {
public:
    GlyphPlacer(TextOperators& out, const FontFace& face, float size)
        : out_(out), face_(face), size_(size), scale_(1000.0 / face.unitsPerEm()) {}

    void draw(const ShapedGlyph& glyph, std::int64_t pen) {
        const double x = static_cast<double>(pen + glyph.x_offset) * scale_;
        const double y = glyph.y_offset * scale_;
        if (std::abs(y - rise_) > 0.005) {
            out_.operators(pdfNumber(y * size_ / 1000.0) + " Ts\n");
            rise_ = y;
        }
        if (std::abs(x - shown_x_) > 0.005) out_.move(x - shown_x_);
        out_.glyph(glyph.id);
        shown_x_ = x + face_.advance(glyph.id) * scale_;
    }
    void finish() {
        if (rise_ != 0) out_.operators("0 Ts\n");
    }

private:
    TextOperators& out_;
    const FontFace& face_;
    float size_;
    double scale_;
    double shown_x_ = 0, rise_ = 0;  // where the PDF's text position and rise are, thousandths of the size
};

// The six capital letters that name a subset ("ABCDEF+NotoSans-Regular"), from its glyphs.
std::string subsetTag(const std::set<std::uint32_t>& glyphs) {
    std::uint64_t hash = 14695981039346656037ULL;  // FNV-1a
    for (std::uint32_t glyph : glyphs) hash = (hash ^ glyph) * 1099511628211ULL;
    std::string tag;
    for (int i = 0; i < 6; ++i, hash /= 26) tag += static_cast<char>('A' + hash % 26);
    return tag + '+';
}

}  // namespace

std::string utf16BigEndian(const std::u32string& text) {
    std::string bytes;
    const auto unit = [&bytes](char32_t value) {
        bytes += static_cast<char>(value >> 8);
        bytes += static_cast<char>(value & 0xFF);
    };
    for (char32_t c : text) {
        if (c >= 0x10000) {
            unit(0xD800 + ((c - 0x10000) >> 10));
            unit(0xDC00 + ((c - 0x10000) & 0x3FF));
        } else {
            unit(c);
        }
    }
    return bytes;
}

std::u32string decodedText(std::string_view utf8) {
    std::u32string result;
    for (std::size_t at = 0; at < utf8.size();) result += formats::nextCodePoint(utf8, at);
    return result;
}

std::string pdfNumber(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    std::string result(text);
    while (result.back() == '0') result.pop_back();
    if (result.back() == '.') result.pop_back();
    return result == "-0" ? "0" : result;
}

PdfFont::PdfFont(HPDF_Doc pdf, const FontFace& face) : pdf_(pdf), face_(face) {
    font_ = newIndirectDict(pdf);
    cid_font_ = newIndirectDict(pdf);
    descriptor_ = newIndirectDict(pdf);
    HPDF_STATUS status = HPDF_OK;
    status |= HPDF_Dict_AddName(font_, "Type", "Font");
    status |= HPDF_Dict_AddName(font_, "Subtype", "Type0");
    status |= HPDF_Dict_AddName(font_, "Encoding", "Identity-H");
    HPDF_Array descendants = newArray(pdf);
    status |= HPDF_Dict_Add(font_, "DescendantFonts", descendants);
    status |= HPDF_Array_Add(descendants, cid_font_);

    status |= HPDF_Dict_AddName(cid_font_, "Type", "Font");
    status |= HPDF_Dict_AddName(cid_font_, "Subtype", "CIDFontType2");
    status |= HPDF_Dict_AddName(cid_font_, "CIDToGIDMap", "Identity");
    HPDF_Dict system = HPDF_Dict_New(pdf->mmgr);
    status |= HPDF_Dict_Add(cid_font_, "CIDSystemInfo", system);
    status |= HPDF_Dict_Add(system, "Registry", HPDF_String_New(pdf->mmgr, "Adobe", nullptr));
    status |= HPDF_Dict_Add(system, "Ordering", HPDF_String_New(pdf->mmgr, "Identity", nullptr));
    status |= HPDF_Dict_AddNumber(system, "Supplement", 0);
    status |= HPDF_Dict_Add(cid_font_, "FontDescriptor", descriptor_);

    // Sizes in a font descriptor are thousandths of the font size.
    const FontFace::Metrics metrics = face.metrics();
    const auto scaled = [&](int units) {
        return static_cast<HPDF_INT32>(std::lround(units * 1000.0 / face.unitsPerEm()));
    };
    status |= HPDF_Dict_AddName(descriptor_, "Type", "FontDescriptor");
    status |= HPDF_Dict_AddNumber(descriptor_, "Flags",
                                  4);  // symbolic: glyphs are named by id, not by a Latin encoding
    HPDF_Array box = newArray(pdf);
    status |= HPDF_Dict_Add(descriptor_, "FontBBox", box);
    for (int value : {metrics.x_min, metrics.y_min, metrics.x_max, metrics.y_max})
        status |= HPDF_Array_AddNumber(box, scaled(value));
    status |= HPDF_Dict_AddNumber(descriptor_, "ItalicAngle", 0);
    status |= HPDF_Dict_AddNumber(descriptor_, "Ascent", scaled(metrics.ascent));
    status |= HPDF_Dict_AddNumber(descriptor_, "Descent", scaled(metrics.descent));
    status |= HPDF_Dict_AddNumber(descriptor_, "CapHeight",
                                  scaled(metrics.cap_height != 0 ? metrics.cap_height : metrics.ascent));
    status |= HPDF_Dict_AddNumber(descriptor_, "StemV", 80);  // required; no TrueType table gives it
    check(status, "writing a font's dictionaries");
}

bool PdfFont::claim(std::uint32_t glyph, const std::u32string& text) {
    const auto [entry, added] = unicode_.emplace(glyph, text);
    return added || entry->second == text;
}

// Gives the cluster's glyphs ToUnicode entries when that gives its text back in the order the
// glyphs are drawn: one glyph for the whole cluster (a letter, a conjunct, a ligature), or one
// glyph per character, each the character's own glyph, in reading order. False when the
// cluster needs ActualText; its glyphs then still get entries where a character is theirs.
bool PdfFont::mapCluster(const std::vector<std::uint32_t>& glyphs, const std::u32string& text, bool right_to_left) {
    if (glyphs.size() == 1 && claim(glyphs[0], text)) return true;
    if (glyphs.size() == text.size()) {
        bool nominal = true;
        const auto character = [&](std::size_t i) { return text[right_to_left ? text.size() - 1 - i : i]; };
        for (std::size_t i = 0; i < glyphs.size() && nominal; ++i) {
            const auto known = unicode_.find(glyphs[i]);
            nominal = face_.glyphOf(character(i)) == glyphs[i] &&
                      (known == unicode_.end() || known->second == std::u32string(1, character(i)));
        }
        if (nominal) {
            for (std::size_t i = 0; i < glyphs.size(); ++i) claim(glyphs[i], std::u32string(1, character(i)));
            return true;
        }
    }
    for (std::uint32_t glyph : glyphs)
        for (char32_t c : text)
            if (face_.glyphOf(c) == glyph) claim(glyph, std::u32string(1, c));
    return false;
}

std::string PdfFont::show(const ShapedText& text, const ShapedRun& run, float size) {
    // The clusters: where each starts and ends, and whether ToUnicode gives its text back.
    struct Cluster {
        std::size_t first, last;
        std::int64_t pen, end;
        std::u32string text;
        bool spanned;
    };
    std::vector<Cluster> clusters;
    std::int64_t pen = 0;
    bool any_spanned = false;
    for (std::size_t first = 0; first < run.glyphs.size();) {
        Cluster cluster{first, first, pen, pen, {}, false};
        std::vector<std::uint32_t> ids;
        for (; cluster.last < run.glyphs.size() && run.glyphs[cluster.last].cluster == run.glyphs[first].cluster;
             ++cluster.last) {
            ids.push_back(run.glyphs[cluster.last].id);
            cluster.end += run.glyphs[cluster.last].x_advance;
        }
        const auto [begin, end] = text.clusterBytes(run, first);
        cluster.text = decodedText(std::string_view(text.text).substr(begin, end - begin));
        cluster.spanned = !mapCluster(ids, cluster.text, run.right_to_left);
        any_spanned = any_spanned || cluster.spanned;
        pen = cluster.end;
        first = cluster.last;
        clusters.push_back(std::move(cluster));
    }
    for (const ShapedGlyph& glyph : run.glyphs) used_.insert(glyph.id);

    TextOperators out;
    GlyphPlacer placer(out, face_, size);
    const auto span = [&](const std::u32string& actual, std::vector<Placed> glyphs, std::int64_t end) {
        out.operators("/Span<</ActualText<FEFF" + utf16Hex(actual) + ">>>BDC\n");
        for (const Placed& p : spanOrder(face_, run, std::move(glyphs), end)) placer.draw(run.glyphs[p.index], p.pen);
        out.operators("EMC\n");
    };
    if (any_spanned && !run.right_to_left) {
        // One span for the whole left-to-right run: a span ends exactly where the run ends, which
        // one cluster's glyphs cannot always do (a syllable whose last glyph is a reph).
        span(decodedText(std::string_view(text.text).substr(run.begin, run.end - run.begin)),
             placed(run, 0, run.glyphs.size(), 0), pen);
    } else {
        // Right to left: poppler reverses what a span gives it, so spans stay as small as can be.
        for (const Cluster& cluster : clusters) {
            if (cluster.spanned) {
                span(cluster.text, placed(run, cluster.first, cluster.last, cluster.pen), cluster.end);
                continue;
            }
            for (const Placed& p : placed(run, cluster.first, cluster.last, cluster.pen))
                placer.draw(run.glyphs[p.index], p.pen);
        }
    }
    placer.finish();
    return out.finish();
}

HPDF_Array PdfFont::widths() const {
    // W: "first [w w w]" for each stretch of consecutive glyph ids, in thousandths of the size.
    HPDF_Array widths = newArray(pdf_);
    HPDF_Array stretch = nullptr;
    std::uint32_t next = 0;
    HPDF_STATUS status = HPDF_OK;
    for (std::uint32_t glyph : used_) {
        if (stretch == nullptr || glyph != next) {
            status |= HPDF_Array_AddNumber(widths, static_cast<HPDF_INT32>(glyph));
            stretch = newArray(pdf_);
            status |= HPDF_Array_Add(widths, stretch);
        }
        status |= HPDF_Array_AddReal(stretch,
                                     static_cast<HPDF_REAL>(face_.advance(glyph) * 1000.0 / face_.unitsPerEm()));
        next = glyph + 1;
    }
    check(status, "writing a font's widths");
    return widths;
}

HPDF_Dict PdfFont::toUnicode() const {
    std::string cmap =
        "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
        "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n"
        "/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
        "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n";
    // At most 100 entries a block, as the CMap format asks.
    for (auto entry = unicode_.begin(); entry != unicode_.end();) {
        std::string block;
        int count = 0;
        for (; entry != unicode_.end() && count < 100; ++entry, ++count) {
            block += '<';
            appendHex(block, entry->first, 4);
            block += "> <" + utf16Hex(entry->second) + ">\n";
        }
        cmap += std::to_string(count) + " beginbfchar\n" + block + "endbfchar\n";
    }
    cmap += "endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n";
    HPDF_Dict stream = HPDF_DictStream_New(pdf_->mmgr, pdf_->xref);
    if (stream == nullptr) throw std::runtime_error("PDF: out of memory");
    stream->filter = HPDF_STREAM_FILTER_FLATE_DECODE;
    check(HPDF_Stream_Write(stream->stream, reinterpret_cast<const HPDF_BYTE*>(cmap.data()),
                            static_cast<HPDF_UINT>(cmap.size())),
          "writing a ToUnicode map");
    return stream;
}

HPDF_Dict PdfFont::fontFile() const {
    // Glyph ids are kept, so the ids in the page content stay valid in the subset; the layout
    // tables are dropped (shaping is done), hinting too (print needs none).
    hb_subset_input_t* input = hb_subset_input_create_or_fail();
    if (input == nullptr) throw std::runtime_error("PDF: out of memory");
    hb_set_add(hb_subset_input_glyph_set(input), 0);
    for (std::uint32_t glyph : used_) hb_set_add(hb_subset_input_glyph_set(input), glyph);
    for (const auto& [glyph, text] : unicode_)
        if (text.size() == 1 && face_.glyphOf(text[0]) == glyph)
            hb_set_add(hb_subset_input_unicode_set(input), text[0]);
    hb_subset_input_set_flags(
        input, HB_SUBSET_FLAGS_RETAIN_GIDS | HB_SUBSET_FLAGS_NO_HINTING | HB_SUBSET_FLAGS_NOTDEF_OUTLINE);
    for (hb_tag_t table : {HB_TAG('G', 'S', 'U', 'B'), HB_TAG('G', 'P', 'O', 'S'), HB_TAG('G', 'D', 'E', 'F')})
        hb_set_add(hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG), table);
    hb_face_t* subset = hb_subset_or_fail(face_.face(), input);
    hb_subset_input_destroy(input);
    if (subset == nullptr) throw std::runtime_error("PDF: cannot subset " + face_.path());
    hb_blob_t* blob = hb_face_reference_blob(subset);
    unsigned length = 0;
    const char* data = hb_blob_get_data(blob, &length);
    HPDF_Dict stream = HPDF_DictStream_New(pdf_->mmgr, pdf_->xref);
    HPDF_STATUS status = stream == nullptr ? HPDF_FAILD_TO_ALLOC_MEM : HPDF_OK;
    if (stream != nullptr) {
        stream->filter = HPDF_STREAM_FILTER_FLATE_DECODE;
        status |= HPDF_Dict_AddNumber(stream, "Length1", static_cast<HPDF_INT32>(length));
        status |= HPDF_Stream_Write(stream->stream, reinterpret_cast<const HPDF_BYTE*>(data), length);
    }
    hb_blob_destroy(blob);
    hb_face_destroy(subset);
    check(status, "embedding a font file");
    return stream;
}

void PdfFont::finish() {
    const std::string name = subsetTag(used_) + face_.postscriptName();
    HPDF_STATUS status = HPDF_OK;
    status |= HPDF_Dict_AddName(font_, "BaseFont", name.c_str());
    status |= HPDF_Dict_AddName(cid_font_, "BaseFont", name.c_str());
    status |= HPDF_Dict_AddName(descriptor_, "FontName", name.c_str());
    status |= HPDF_Dict_Add(cid_font_, "W", widths());
    status |= HPDF_Dict_Add(font_, "ToUnicode", toUnicode());
    status |= HPDF_Dict_Add(descriptor_, "FontFile2", fontFile());
    check(status, "finishing a font");
}

}  // namespace tourney::reports
