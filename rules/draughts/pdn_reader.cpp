#include "rules/draughts/pdn_reader.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <optional>
#include <stdexcept>

namespace tourney::rules::draughts {

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// The game terminators of PDN 3.0 for international draughts (2-0, 1-1, 0-2) and the
// chess-style ones many files use (1-0, 1/2-1/2, 0-1), and "*" for an unfinished game.
bool isResultToken(const std::string& word) {
    return word == "2-0" || word == "1-1" || word == "0-2" || word == "1-0" || word == "0-1" || word == "1/2-1/2" ||
           word == "*";
}

// A move as PDN writes it: squares joined by '-' (a move) or 'x' (a capture). Alphanumeric
// squares ("c3-d4", used by 8x8 variants) are kept as written; the variant check or the
// replay refuses them.
bool looksLikeMove(const std::string& word) {
    if (word.empty() || !std::isalnum(static_cast<unsigned char>(word.front()))) return false;
    bool separator = false;
    for (char c : word) {
        if (c == '-' || c == 'x' || c == 'X' || c == ':')
            separator = true;
        else if (!std::isalnum(static_cast<unsigned char>(c)))
            return false;
    }
    return separator || (word.size() == 4 && std::isalpha(static_cast<unsigned char>(word[0])));
}

Message variantName(const std::string& number) {
    static const std::pair<const char*, Message> names[] = {{"0", Message("chess")},
                                                            {"21", Message("English draughts")},
                                                            {"22", Message("Italian draughts")},
                                                            {"23", Message("American pool checkers")},
                                                            {"24", Message("Spanish draughts")},
                                                            {"25", Message("Russian draughts")},
                                                            {"26", Message("Brazilian draughts")},
                                                            {"27", Message("Canadian draughts")},
                                                            {"28", Message("Portuguese draughts")},
                                                            {"29", Message("Czech draughts")},
                                                            {"30", Message("Turkish draughts")},
                                                            {"31", Message("Thai draughts")},
                                                            {"40", Message("Frisian draughts")},
                                                            {"41", Message("Spantsiretti draughts")}};
    for (const auto& [code, name] : names)
        if (number == code) return name;
    return Message("game type %1", number);
}

bool anySquareAbove32(const std::string& text) {
    int value = -1;
    for (char c : text + " ") {
        if (isDigit(c)) {
            value = (value < 0 ? 0 : value * 10) + (c - '0');
            if (value > 1000) value = 1000;
        } else {
            if (value > 32 && value <= 50) return true;
            value = -1;
        }
    }
    return false;
}

}  // namespace

Message otherVariant(const GameRecord& game) {
    const std::string game_type = game.tag("GameType");
    if (!game_type.empty()) {
        const std::string number = game_type.substr(0, game_type.find(','));
        if (number == "20") return {};
        return Message("GameType \"%1\" is %2, not international draughts (GameType 20): not judged", game_type,
                       variantName(number));
    }
    const std::string fen = game.tag("FEN");
    const auto colours = fen.find(':');
    if (colours != std::string::npos && anySquareAbove32(fen.substr(colours))) return {};
    for (const std::string& move : game.moves)
        if (anySquareAbove32(move)) return {};
    return Message(
        "no GameType tag, and its squares all lie within 1-32 as on an 8x8 board (English, Italian, "
        "Russian or another 8x8 variant): not judged as international draughts; add [GameType \"20\"] "
        "if it is one");
}

namespace {

// A grammar error in a game: the line and what is wrong.
struct SyntaxError {
    int line;
    Message what;
};

class PdnReader {
public:
    PdnReader(std::string text, const std::string& file_name) : text_(std::move(text)), file_(file_name) {
        if (text_.rfind("\xEF\xBB\xBF", 0) == 0) pos_ = 3;  // UTF-8 byte order mark
    }

    std::vector<GameRecord> readAll() {
        startGame();
        while (skipSpaceAndEscapes()) {
            try {
                readItem();
            } catch (const SyntaxError& error) {
                failGame(error);
            }
        }
        if (variation_depth_ > 0 && game_.read_error.empty())
            setError(variation_line_, Message("move text: variation '(' opened here is never closed"));
        finishGame();
        return std::move(games_);
    }

private:
    std::string text_;
    std::string file_;
    std::size_t pos_ = 0;
    int line_ = 1;
    GameRecord game_;
    bool game_started_ = false;  // a tag, move or result has been seen
    bool in_move_text_ = false;
    int variation_depth_ = 0;
    int variation_line_ = 0;
    std::vector<GameRecord> games_;

    char peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
    bool atEnd() const { return pos_ >= text_.size(); }
    char take() {
        const char c = text_[pos_++];
        if (c == '\n') ++line_;
        return c;
    }
    bool atLineStart() const { return pos_ == 0 || text_[pos_ - 1] == '\n'; }

    [[noreturn]] void fail(int line, const Message& what) const { throw SyntaxError{line, what}; }

    // Skips white space and '%' escape lines (PDN 3.0: the line is for the program that
    // wrote it). False at the end of the text.
    bool skipSpaceAndEscapes() {
        for (;;) {
            while (!atEnd() && isSpace(peek())) take();
            if (atEnd()) return false;
            if (peek() == '%' && atLineStart()) {
                while (!atEnd() && peek() != '\n') take();
                continue;
            }
            return true;
        }
    }

    void startGame() {
        game_ = GameRecord{};
        game_.file = file_;
        game_started_ = in_move_text_ = false;
        variation_depth_ = 0;
    }

    void finishGame() {
        if (game_started_) {
            game_.start_position = game_.tag("FEN");
            if (game_.read_error.empty()) {
                const Message refusal = otherVariant(game_);
                if (!refusal.empty()) setError(game_.line, refusal);
            }
            games_.push_back(std::move(game_));
        }
        startGame();
    }

    void noteStart() {
        if (!game_started_) {
            game_started_ = true;
            game_.line = line_;
        }
    }

    void setError(int line, const Message& what) {
        if (!game_.read_error.empty()) return;
        game_.unreadable(line, Message("%1:%2: %3: %4", file_, line, describeGame(), what));
    }

    Message describeGame() const {
        const std::string white = game_.tag("White"), black = game_.tag("Black"), event = game_.tag("Event");
        if (!white.empty() || !black.empty()) return Message("game at line %1 (%2 - %3)", game_.line, white, black);
        if (!event.empty()) return Message("game at line %1 (%2)", game_.line, event);
        return Message("game at line %1", game_.line);
    }

    // A grammar error: the game is kept with its error, and reading resumes at the next line
    // that opens a tag, which is where the next game begins.
    void failGame(const SyntaxError& error) {
        noteStart();
        setError(error.line, error.what);
        for (;;) {
            while (!atEnd() && peek() != '\n') take();
            if (atEnd()) break;
            take();
            std::size_t look = pos_;
            while (look < text_.size() && (text_[look] == ' ' || text_[look] == '\t')) ++look;
            if (look < text_.size() && text_[look] == '[') break;
        }
        variation_depth_ = 0;
        finishGame();
    }

    void readItem() {
        const char c = peek();
        if (c == '[') {
            if (in_move_text_ && variation_depth_ == 0) {
                // PDN ends every game with a terminator; only the file's last game may do
                // without, as hand-written files often do.
                setError(line_, Message("move text: the game has no terminator (2-0, 1-1, 0-2, 1-0, 0-1, 1/2-1/2 "
                                        "or *) before the next game's tags"));
                finishGame();
            }
            readTag();
        } else if (c == '{') {
            readComment();
        } else if (c == '}') {
            fail(line_, Message("move text: '}' closes a comment that was never opened"));
        } else if (c == ';') {
            while (!atEnd() && peek() != '\n') take();  // comment to the end of the line
        } else if (c == '(') {
            if (variation_depth_++ == 0) variation_line_ = line_;
            take();
            noteStart();
            in_move_text_ = true;
        } else if (c == ')') {
            if (variation_depth_ == 0) fail(line_, Message("move text: ')' closes a variation that was never opened"));
            --variation_depth_;
            take();
        } else {
            readWord();
        }
    }

    void readTag() {
        const int line = line_;
        noteStart();
        take();  // '['
        while (!atEnd() && (peek() == ' ' || peek() == '\t')) take();
        std::string name;
        while (!atEnd() && (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_')) name += take();
        if (name.empty()) fail(line, Message("tag: a tag name must follow '['"));
        while (!atEnd() && (peek() == ' ' || peek() == '\t')) take();
        if (peek() != '"') fail(line, Message("tag %1: its value must be in double quotes", name));
        take();
        std::string value;
        for (;;) {
            if (atEnd() || peek() == '\n') fail(line, Message("tag %1: the value's closing quote is missing", name));
            const char c = take();
            if (c == '"') break;
            if (c == '\\' && (peek() == '"' || peek() == '\\')) {
                value += take();
                continue;
            }
            value += c;
        }
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\r')) take();
        if (peek() != ']') fail(line, Message("tag %1: ']' is missing after the value", name));
        take();
        if (std::any_of(game_.tags.begin(), game_.tags.end(), [&](const auto& tag) { return tag.first == name; }))
            fail(line, Message("tag %1: given twice in one game (a game's tags are missing their move text?)", name));
        game_.tags.emplace_back(name, value);
    }

    void readComment() {
        const int line = line_;
        take();  // '{'
        while (!atEnd() && peek() != '}') take();
        if (atEnd()) fail(line, Message("comment: '{' opened here is never closed"));
        take();
    }

    void readWord() {
        const int line = line_;
        std::string word;
        while (!atEnd() && !isSpace(peek()) && peek() != '{' && peek() != '}' && peek() != '(' && peek() != ')' &&
               peek() != '[' && peek() != ';')
            word += take();
        noteStart();
        in_move_text_ = true;
        // A move number: "12." or "12..." (Black to move), possibly glued to its move.
        std::size_t digits = 0;
        while (digits < word.size() && isDigit(word[digits])) ++digits;
        if (digits > 0 && digits < word.size() && word[digits] == '.') {
            std::size_t dots = digits;
            while (dots < word.size() && word[dots] == '.') ++dots;
            word.erase(0, dots);
        }
        // "..." stands for a move of White's left out before Black's ("12. ... 19-23").
        if (word == "...") return;
        // Aligned columns write " 1- 6": a move cut after its separator goes on past the blanks.
        if (!word.empty() && (word.back() == '-' || word.back() == 'x') && isDigit(word.front())) {
            std::size_t look = pos_;
            while (look < text_.size() && (text_[look] == ' ' || text_[look] == '\t')) ++look;
            if (look < text_.size() && isDigit(text_[look])) {
                while (pos_ < look) take();
                while (!atEnd() && (isDigit(peek()) || peek() == '!' || peek() == '?')) word += take();
            }
        }
        // Move strength ("!", "?!", "!!") and NAGs ("$3") say nothing about the moves.
        while (!word.empty() && (word.back() == '!' || word.back() == '?')) word.pop_back();
        if (word.empty() || word.front() == '$') return;
        if (variation_depth_ > 0) {
            if (!isResultToken(word) && !looksLikeMove(word))
                fail(line, Message("move text: \"%1\" is neither a move, a move number nor a result", word));
            return;
        }
        if (isResultToken(word)) {
            game_.result_token = word;
            finishGame();
            return;
        }
        if (!looksLikeMove(word))
            fail(line, Message("move text: \"%1\" is neither a move, a move number nor a result", word));
        game_.moves.push_back(word);
        game_.move_lines.push_back(line);
    }
};

}  // namespace

std::vector<GameRecord> readPdn(std::istream& in, const std::string& file_name) {
    std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    if (in.bad()) throw UnreadableFile(Message("%1: cannot be read", file_name));
    std::vector<GameRecord> games = PdnReader(std::move(text), file_name).readAll();
    if (games.empty()) throw UnreadableFile(Message("%1: no game found (no tags, moves or result)", file_name));
    return games;
}

}  // namespace tourney::rules::draughts
