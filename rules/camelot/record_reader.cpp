#include "rules/camelot/record_reader.h"

#include "rules/camelot/wcf_notation.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <stdexcept>
#include <string_view>

namespace tourney::rules::camelot {

namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isResult(std::string_view word) { return word == "1-0" || word == "0-1" || word == "1/2-1/2" || word == "*"; }

// A grammar error in a game: the line and what is wrong.
struct SyntaxError {
    int line;
    Message what;
};

class RecordReader {
public:
    RecordReader(std::string text, std::string file) : text_(std::move(text)), file_(std::move(file)) {
        if (text_.rfind("\xEF\xBB\xBF", 0) == 0) at_ = 3;  // a UTF-8 byte order mark
    }

    std::vector<GameRecord> readAll() {
        beginGame();
        while (skipBlanks()) {
            try {
                readItem();
            } catch (const SyntaxError& error) {
                failGame(error);
            }
        }
        endGame();
        return std::move(games_);
    }

private:
    std::string text_;
    std::string file_;
    std::size_t at_ = 0;
    int line_ = 1;
    GameRecord game_;
    bool started_ = false;   // a tag, comment, move or result of this game has been read
    bool in_moves_ = false;  // its move text has begun
    std::vector<GameRecord> games_;

    bool atEnd() const { return at_ >= text_.size(); }
    char peek() const { return atEnd() ? '\0' : text_[at_]; }
    char take() {
        const char c = text_[at_++];
        if (c == '\n') ++line_;
        return c;
    }
    bool skipBlanks() {
        while (!atEnd() && isBlank(peek())) take();
        return !atEnd();
    }

    void beginGame() {
        game_ = GameRecord{};
        game_.file = file_;
        started_ = in_moves_ = false;
    }

    void endGame() {
        if (started_) games_.push_back(std::move(game_));
        beginGame();
    }

    void noteStart() {
        if (started_) return;
        started_ = true;
        game_.line = line_;
    }

    void setError(int line, const Message& what) {
        if (!game_.read_error.empty()) return;
        game_.unreadable(line, Message("%1:%2: %3", file_, line, what));
    }

    // The game keeps its error and the moves read before it; reading resumes at the next
    // game: the first tag line after a blank line.
    void failGame(const SyntaxError& error) {
        noteStart();
        setError(error.line, error.what);
        bool blank_line = false;
        while (!atEnd()) {
            while (!atEnd() && peek() != '\n') take();
            if (!atEnd()) take();
            std::size_t look = at_;
            while (look < text_.size() && (text_[look] == ' ' || text_[look] == '\t' || text_[look] == '\r')) ++look;
            if (look < text_.size() && text_[look] == '[' && blank_line) break;
            blank_line = look >= text_.size() || text_[look] == '\n';
        }
        endGame();
    }

    void readItem() {
        const char c = peek();
        if (c == '[') {
            if (in_moves_) {
                setError(line_, Message("the game has no result (1-0, 0-1, 1/2-1/2 or *) before the next game's tags"));
                endGame();
            }
            readTag();
        } else if (c == '{' || c == ';') {
            skipComment();
        } else {
            readWord();
        }
    }

    void readTag() {
        noteStart();
        const int line = line_;
        take();  // '['
        std::string name;
        while (!atEnd() && (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_')) name += take();
        if (name.empty()) throw SyntaxError{line, Message("a tag needs a name after '['")};
        while (peek() == ' ' || peek() == '\t') take();
        if (peek() != '"') throw SyntaxError{line, Message("tag %1: the value must stand in double quotes", name)};
        take();
        std::string value;
        for (;;) {
            if (atEnd() || peek() == '\n')
                throw SyntaxError{line, Message("tag %1: the closing quote is missing", name)};
            char c = take();
            if (c == '"') break;
            if (c == '\\' && (peek() == '"' || peek() == '\\')) c = take();
            value += c;
        }
        while (peek() == ' ' || peek() == '\t') take();
        if (peek() != ']') throw SyntaxError{line, Message("tag %1: ']' is missing after the value", name)};
        take();
        if (std::any_of(game_.tags.begin(), game_.tags.end(), [&](const auto& tag) { return tag.first == name; }))
            throw SyntaxError{line, Message("tag %1 is given twice in one game", name)};
        game_.tags.emplace_back(name, value);
        if (name == "FEN") game_.start_position = value;
    }

    // Not the start of a game: a comment may stand between games.
    void skipComment() {
        const int line = line_;
        const char closing = take() == '{' ? '}' : '\n';
        while (!atEnd() && peek() != closing) take();
        if (atEnd() && closing == '}') throw SyntaxError{line, Message("the comment opened with '{' is never closed")};
        if (!atEnd()) take();
    }

    void readWord() {
        noteStart();
        in_moves_ = true;
        const int line = line_;
        std::string word;
        while (!atEnd() && !isBlank(peek()) && peek() != '{' && peek() != ';' && peek() != '[') word += take();
        if (isResult(word)) {
            game_.result_token = word;
            endGame();
            return;
        }
        std::size_t digits = 0;
        while (digits < word.size() && isDigit(word[digits])) ++digits;
        if (digits > 0 && digits < word.size() && word[digits] == '.') {
            checkMoveNumber(std::stoi(word.substr(0, std::min<std::size_t>(digits, 6))), line);
            word.erase(0, word.find_first_not_of('.', digits));
            if (word.find_first_not_of('.') == std::string::npos) return;  // "12." or "12..." alone
        }
        if (word == "...") return;  // a move left out before Black's, as PGN writes it
        // A move's strength ("!", "?!", "??") says nothing about the move itself.
        while (word.size() > 1 && (word.back() == '!' || word.back() == '?')) word.pop_back();
        if (!looksLikeWcfMove(word))
            throw SyntaxError{line, Message("\"%1\" is neither a move, a move number nor a result", word)};
        game_.moves.push_back(word);
        game_.move_lines.push_back(line);
    }

    // The number must be that of the move about to be read: one missing or written twice
    // shows here before it can be misread as the other side's move.
    void checkMoveNumber(int number, int line) const {
        const std::size_t fen_side = game_.start_position.find(' ');
        const bool black_first = fen_side != std::string::npos && game_.start_position.compare(fen_side, 3, " b ") == 0;
        const int due = static_cast<int>((game_.moves.size() + (black_first ? 1 : 0)) / 2) + 1;
        if (number != due)
            throw SyntaxError{
                line, Message("move number %1 where %2 is due (a move missing or written twice?)", number, due)};
    }
};

}  // namespace

std::vector<GameRecord> readRecords(std::istream& in, const std::string& file_name) {
    std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    if (in.bad()) throw UnreadableFile(Message("%1: cannot be read", file_name));
    if (text.find('\0') != std::string::npos) throw UnreadableFile(Message("%1: is not a text file", file_name));
    std::vector<GameRecord> games = RecordReader(std::move(text), file_name).readAll();
    if (games.empty()) throw UnreadableFile(Message("%1: no game found (no tags, moves or result)", file_name));
    return games;
}

}  // namespace tourney::rules::camelot
