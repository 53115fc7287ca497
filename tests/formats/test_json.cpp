// formats/json.h, the JSON under the event archive (issue 31 item 13): RFC 8259's escapes and
// numbers read exactly, faults refused with their line, and the writer's text reading back to
// the same bytes.
#include "formats/input_error.h"
#include "formats/json.h"

#include <boost/test/unit_test.hpp>

#include <string>

using namespace tourney::formats;

namespace {

// The message of the InputError that reading `text` throws, or "" when it reads.
std::string faultOf(const std::string& text) {
    try {
        parseJson(text, "t.json");
    } catch (const InputError& error) {
        return error.what();
    }
    return "";
}

}  // namespace

BOOST_AUTO_TEST_CASE(escapes_and_surrogate_pairs_read_as_the_code_points_they_encode) {
    const JsonValue value = parseJson(R"(["a\"b\\c\/\n\t", "\u0995\u09be", "\ud83d\ude00", "ঢাকা"])", "t.json");
    BOOST_TEST(value.items()[0].text() == "a\"b\\c/\n\t");
    BOOST_TEST(value.items()[1].text() == "কা");
    BOOST_TEST(value.items()[2].text() == "\xF0\x9F\x98\x80");  // U+1F600
    BOOST_TEST(value.items()[3].text() == "ঢাকা");
}

BOOST_AUTO_TEST_CASE(numbers_keep_their_text_and_values_know_their_line) {
    const JsonValue value = parseJson("{\n  \"a\": -0.5,\n  \"b\": 18446744073709551615,\n  \"c\": [true, null]\n}",
                                      "t.json");
    BOOST_TEST(value.find("a")->text() == "-0.5");
    BOOST_TEST(value.find("b")->text() == "18446744073709551615");
    BOOST_TEST(value.find("b")->line() == 3);
    BOOST_TEST(value.find("c")->items()[0].booleanValue());
    BOOST_TEST((value.find("c")->items()[1].kind() == JsonValue::Kind::Null));
    BOOST_TEST(value.find("d") == nullptr);
}

BOOST_AUTO_TEST_CASE(faults_are_refused_with_the_file_and_line) {
    BOOST_TEST(faultOf("{\"a\": 1,\n \"a\": 2}") == "t.json:2: the member \"a\" is given twice");
    BOOST_TEST(faultOf("[01]") == "t.json:1: a number may not start with 0");
    BOOST_TEST(faultOf("[1] x") == "t.json:1: more text after the JSON value");
    BOOST_TEST(faultOf("[\n\"a\nb\"]") == "t.json:2: a line break inside a string (write \\n)");
    BOOST_TEST(faultOf("[\"\\ud800\"]") == "t.json:1: a high surrogate without its low surrogate in \\u escapes");
    BOOST_TEST(faultOf("[\"\xC3\x28\"]") == "t.json:1: text that is not UTF-8");
    BOOST_TEST(faultOf("{\"a\" 1}") == "t.json:1: ':' expected, found '1'");
    BOOST_TEST(faultOf("[1,") == "t.json:1: a value expected, the file ends");
    BOOST_TEST(faultOf(std::string(100'000, '[')) == "t.json:1: values nested more than 64 deep");
}

BOOST_AUTO_TEST_CASE(what_the_writer_writes_reads_back_to_the_same_bytes) {
    JsonValue value = JsonValue::object();
    value.set("name", JsonValue::string("ইসলাম, নুসরাত \"N\"\x01"));
    value.set("short", JsonValue::array()).add(JsonValue::number(1));
    JsonValue& rows = value.set("rows", JsonValue::array());
    rows.add(JsonValue::object()).set("x", JsonValue::boolean(false));
    const std::string text = jsonDocument(value);
    BOOST_TEST(text ==
               "{\n"
               "  \"name\": \"ইসলাম, নুসরাত \\\"N\\\"\\u0001\",\n"
               "  \"short\": [1],\n"
               "  \"rows\": [\n"
               "    {\"x\": false}\n"
               "  ]\n"
               "}\n");
    BOOST_TEST(jsonDocument(parseJson(text, "t.json")) == text);
}

// jsonLine: the same value on one line (a TRF comment carries the event's log so, issue 37),
// nested containers and a line break in a text included, and it reads back to the same value.
BOOST_AUTO_TEST_CASE(json_line_writes_nested_values_on_one_line_that_reads_back_the_same) {
    JsonValue value = JsonValue::object();
    value.set("said", JsonValue::array()).add(JsonValue::array()).add(JsonValue::string("two\nlines"));
    value.set("none", JsonValue());
    const std::string line = jsonLine(value);
    BOOST_TEST(line == "{\"said\": [[\"two\\nlines\"]], \"none\": null}");
    BOOST_TEST(jsonDocument(parseJson(line, "t.json")) == jsonDocument(value));
}
