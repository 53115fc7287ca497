#include "rules/chess/pgn_reader.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>

namespace tourney::rules::chess {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Characters that end a symbol token (PGN standard 7: self-terminating tokens and space).
constexpr auto kSymbolEnds = [] {
    std::array<bool, 256> ends{};
    for (unsigned char c : std::string_view(" \t\n\r\f\v{}()[];$\"")) ends[c] = true;
    return ends;
}();
bool endsSymbol(char c) { return kSymbolEnds[static_cast<unsigned char>(c)]; }

// Reads a tag value up to the quote that the closing bracket follows, unescaping quotes and
// backslashes (PGN standard 7). A quote not followed by ']' is kept as text, as some databases write
// unescaped quotes inside values. Returns the position of ']' in text, or npos.
std::size_t closeOfTagValue(std::string_view text, std::string& value) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 1 < text.size() && (text[i + 1] == '"' || text[i + 1] == '\\')) {
            value += text[++i];
            continue;
        }
        if (text[i] == '"') {
            std::size_t next = text.find_first_not_of(" \t", i + 1);
            if (next != std::string_view::npos && text[next] == ']') return next;
        }
        value += text[i];
    }
    return std::string_view::npos;
}

bool isResultToken(std::string_view token) {
    return token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*";
}

class PgnReader {
public:
    PgnReader(std::string_view text, const std::string& file_name) : text_(text), file_(file_name) {
        if (text_.starts_with("\xEF\xBB\xBF")) text_.remove_prefix(3);  // UTF-8 byte order mark
    }

    std::vector<GameRecord> readAll() {
        while (skipSpaceAndEscapes()) {
            char c = text_[pos_];
            if (c == '[')
                readTag();
            else if (c == '{')
                skipBraceComment();
            else if (c == ';')
                skipToLineEnd();
            else if (c == '(')
                openVariation();
            else if (c == ')')
                closeVariation();
            else if (c == '$')
                skipNag();
            else
                readSymbol();
        }
        if (variation_depth_ > 0) fail(variation_line_, Message("a variation opened here is never closed"));
        finishGame();
        return std::move(games_);
    }

private:
    // Skips white space and `%` escape lines (PGN standard 6); false at the end of the text.
    bool skipSpaceAndEscapes() {
        while (pos_ < text_.size()) {
            char c = text_[pos_];
            if (c == '\n') {
                ++line_;
                ++pos_;
            } else if (isSpace(c)) {
                ++pos_;
            } else if (c == '%' && (pos_ == 0 || text_[pos_ - 1] == '\n')) {
                skipToLineEnd();
            } else {
                return true;
            }
        }
        return false;
    }

    void skipToLineEnd() {
        while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
    }

    GameRecord& currentGame(int line) {
        if (!in_game_) {
            games_.emplace_back();
            games_.back().file = file_;
            games_.back().line = line;
            in_game_ = true;
            in_movetext_ = false;
        }
        return games_.back();
    }

    void finishGame() {
        in_game_ = false;
        in_movetext_ = false;
        variation_depth_ = 0;
    }

    // Marks the current game unreadable and skips to where the next game seems to begin:
    // a tag line after a blank line.
    void fail(int line, const Message& why) {
        GameRecord& game = currentGame(line);
        if (game.read_error.empty()) game.unreadable(line, Message("%1:%2: %3", file_, line, why));
        bool blank_seen = false;
        skipToLineEnd();
        while (pos_ < text_.size()) {
            ++pos_;  // past '\n'
            ++line_;
            std::size_t start = pos_;
            while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\r')) ++pos_;
            if (pos_ < text_.size() && text_[pos_] == '[' && blank_seen) {
                pos_ = start;
                break;
            }
            blank_seen = pos_ >= text_.size() || text_[pos_] == '\n';
            skipToLineEnd();
        }
        finishGame();
    }

    void readTag() {
        int line = line_;
        if (in_movetext_) finishGame();  // a tag after movetext starts the next game
        GameRecord& game = currentGame(line);
        ++pos_;
        while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
        std::size_t name_start = pos_;
        while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_'))
            ++pos_;
        std::string name(text_.substr(name_start, pos_ - name_start));
        if (name.empty()) return fail(line, Message("a tag has no name"));
        while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
        if (pos_ >= text_.size() || text_[pos_] != '"') return fail(line, Message("tag %1 has no quoted value", name));
        std::size_t line_end = std::min(text_.find('\n', pos_), text_.size());
        std::string_view rest = text_.substr(pos_ + 1, line_end - pos_ - 1);
        std::string value;
        std::size_t close = closeOfTagValue(rest, value);
        if (close == std::string_view::npos) return fail(line, Message("tag %1 is not closed by '\"]'", name));
        pos_ += 1 + close + 1;
        game.tags.emplace_back(std::move(name), std::move(value));
    }

    void skipBraceComment() {
        int line = line_;
        std::size_t close = text_.find('}', pos_);
        if (close == std::string_view::npos) {
            pos_ = text_.size();
            if (in_game_) fail(line, Message("a comment opened here is never closed"));
            return;
        }
        for (std::size_t i = pos_; i < close; ++i) line_ += text_[i] == '\n';
        pos_ = close + 1;
    }

    void openVariation() {
        if (variation_depth_++ == 0) variation_line_ = line_;
        ++pos_;
    }

    void closeVariation() {
        if (variation_depth_ == 0) return fail(line_, Message("')' closes no variation"));
        --variation_depth_;
        ++pos_;
    }

    void skipNag() {
        ++pos_;
        while (pos_ < text_.size() && isDigit(text_[pos_])) ++pos_;
    }

    void readSymbol() {
        int line = line_;
        std::size_t start = pos_;
        while (pos_ < text_.size() && !endsSymbol(text_[pos_])) ++pos_;
        if (pos_ == start) return fail(line, Message("unexpected character '%1'", std::string(1, text_[pos_])));
        std::string_view token = text_.substr(start, pos_ - start);
        if (variation_depth_ > 0) return;  // variations are not judged
        // A move number ("12.", "12...", or glued to the move as in "12.Nf3").
        if (isDigit(token.front()) && !isResultToken(token) && !token.starts_with("0-0")) {
            std::size_t digits = 0;
            while (digits < token.size() && isDigit(token[digits])) ++digits;
            std::size_t dots = digits;
            while (dots < token.size() && token[dots] == '.') ++dots;
            if (dots == digits && digits < token.size())
                return fail(line, Message("'%1' is not a move", std::string(token)));
            token.remove_prefix(dots);
            if (token.empty()) return;
        }
        GameRecord& game = currentGame(line);
        in_movetext_ = true;
        if (isResultToken(token)) {
            game.result_token = std::string(token);
            finishGame();
            return;
        }
        game.moves.emplace_back(token);
        game.move_lines.push_back(line);
    }

    std::string_view text_;
    const std::string& file_;
    std::size_t pos_ = 0;
    int line_ = 1;
    bool in_game_ = false;
    bool in_movetext_ = false;
    int variation_depth_ = 0;
    int variation_line_ = 0;
    std::vector<GameRecord> games_;
};

}  // namespace

std::vector<GameRecord> readPgn(std::string_view text, const std::string& file_name) {
    return PgnReader(text, file_name).readAll();
}

}  // namespace tourney::rules::chess
