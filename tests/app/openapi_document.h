// docs/openapi.yaml as a tree, read by a YAML reader for the part of YAML the document keeps to
// (its header says which): block mappings and "- " lists by indentation, one-line scalars plain
// or in double quotes, one-line flow lists [a, b]. A flow mapping ({"result": "1-0"}, the
// examples) stays as its text, which is JSON. Anything else in the file is a failure to read,
// not a guess.
#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace tourney::testing {

struct YamlNode {
    enum class Kind { Scalar, Mapping, List };
    Kind kind = Kind::Scalar;
    std::string scalar;
    std::vector<std::pair<std::string, YamlNode>> entries;  // a mapping, in the file's order
    std::vector<YamlNode> items;                            // a list

    const YamlNode* find(const std::string& key) const {
        for (const auto& [name, node] : entries)
            if (name == key) return &node;
        return nullptr;
    }
    const YamlNode& at(const std::string& key) const {
        if (const YamlNode* node = find(key)) return *node;
        throw std::runtime_error("openapi.yaml: no '" + key + "'");
    }
};

class YamlReader {
public:
    explicit YamlReader(const std::string& text) {
        std::size_t start = 0;
        for (int number = 1; start <= text.size(); ++number) {
            std::size_t end = text.find('\n', start);
            if (end == std::string::npos) end = text.size();
            const std::string line = text.substr(start, end - start);
            start = end + 1;
            const std::size_t indent = line.find_first_not_of(' ');
            if (indent == std::string::npos || line[indent] == '#') continue;
            if (line.find('\t') != std::string::npos) fail(number, "a tab");
            lines_.push_back({static_cast<int>(indent), line.substr(indent), number});
        }
    }

    YamlNode read() {
        std::size_t at = 0;
        YamlNode root = block(at, 0);
        if (at != lines_.size()) fail(lines_[at].number, "indentation");
        return root;
    }

private:
    struct Line {
        int indent;
        std::string text;
        int number;
    };

    [[noreturn]] static void fail(int line, const std::string& what) {
        throw std::runtime_error("openapi.yaml:" + std::to_string(line) + ": cannot read " + what);
    }

    // The mapping or list whose lines start at `indent`.
    YamlNode block(std::size_t& at, int indent) {
        YamlNode node;
        const bool list = lines_[at].text.rfind("- ", 0) == 0;
        node.kind = list ? YamlNode::Kind::List : YamlNode::Kind::Mapping;
        while (at < lines_.size() && lines_[at].indent == indent) {
            const Line line = lines_[at];
            if (list != (line.text.rfind("- ", 0) == 0)) fail(line.number, "a mapping mixed with a list");
            if (!list) {
                node.entries.push_back(entry(at, line.text, indent, line.number));
                continue;
            }
            const std::string item = line.text.substr(2);
            if (keyEnd(item) == std::string::npos) {
                node.items.push_back(scalar(item, line.number));
                ++at;
                continue;
            }
            // "- key: value" and the entries below it, two further in: one mapping.
            YamlNode mapping;
            mapping.kind = YamlNode::Kind::Mapping;
            mapping.entries.push_back(entry(at, item, indent + 2, line.number));
            while (at < lines_.size() && lines_[at].indent == indent + 2)
                mapping.entries.push_back(entry(at, lines_[at].text, indent + 2, lines_[at].number));
            node.items.push_back(std::move(mapping));
        }
        if (at < lines_.size() && lines_[at].indent > indent) fail(lines_[at].number, "indentation");
        return node;
    }

    // "key: value", or "key:" with its block below; `at` moves past it.
    std::pair<std::string, YamlNode> entry(std::size_t& at, const std::string& text, int indent, int number) {
        const std::size_t end = keyEnd(text);
        if (end == std::string::npos) fail(number, "'" + text + "' as a key");
        std::string key = text.substr(0, end);
        if (key.size() >= 2 && key.front() == '"' && key.back() == '"') key = key.substr(1, key.size() - 2);
        const std::string rest = end + 1 < text.size() ? text.substr(end + 2) : std::string();
        ++at;
        if (!rest.empty()) return {key, scalar(rest, number)};
        if (at >= lines_.size() || lines_[at].indent <= indent) fail(number, "an empty value");
        return {key, block(at, lines_[at].indent)};
    }

    // Where the key of "key: value" or "key:" ends, outside quotes; npos when there is none.
    static std::size_t keyEnd(const std::string& text) {
        bool quoted = false;
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (text[i] == '"') quoted = !quoted;
            if (i == 0 && (text[i] == '{' || text[i] == '[')) return std::string::npos;  // a flow value
            if (!quoted && text[i] == ':' && (i + 1 == text.size() || text[i + 1] == ' ')) return i;
        }
        return std::string::npos;
    }

    static YamlNode scalar(const std::string& text, int number) {
        YamlNode node;
        if (text.front() == '"') {
            if (text.size() < 2 || text.back() != '"') fail(number, "an unclosed string");
            for (std::size_t i = 1; i + 1 < text.size(); ++i) {
                if (text[i] == '\\') ++i;
                node.scalar += text[i];
            }
        } else if (text.front() == '[') {
            if (text.back() != ']') fail(number, "a flow list on more than one line");
            node.kind = YamlNode::Kind::List;
            std::string inside = text.substr(1, text.size() - 2);
            for (std::size_t start = 0; start < inside.size();) {
                std::size_t comma = inside.find(',', start);
                if (comma == std::string::npos) comma = inside.size();
                std::string item = inside.substr(start, comma - start);
                item.erase(0, item.find_first_not_of(' '));
                item.erase(item.find_last_not_of(' ') + 1);
                node.items.push_back(scalar(item, number));
                start = comma + 1;
            }
        } else {
            if (text.front() == '&' || text.front() == '*' || text.front() == '|' || text.front() == '>')
                fail(number, "'" + text + "' (anchors and block strings are not used)");
            node.scalar = text;  // plain, or a flow mapping kept as its JSON text
        }
        return node;
    }

    std::vector<Line> lines_;
};

}  // namespace tourney::testing
