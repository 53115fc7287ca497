// docs/openapi.yaml against the server (issue 33): every route the document lists answers on a
// running `tourney serve`, with a status the document allows and a body that keeps to the
// document's schema; and the server answers no route of /api/ or of the live feed (/feed/) that
// the document leaves out.
#include "app/web_server.h"
#include "openapi_document.h"
#include "rating_list_file.h"
#include "web_server_process.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <set>

using namespace tourney::testing;
using tourney::testing::YamlNode;

BOOST_TEST_GLOBAL_FIXTURE(QtApplication);

namespace {

const std::string kBearer = std::string("Authorization: Bearer ") + Server::kToken;
const std::vector<std::string> kMethods = {"get", "post", "put", "patch", "delete"};

YamlNode openApi() {
    QFile file(sourcePath("docs/openapi.yaml"));
    BOOST_REQUIRE(file.open(QIODevice::ReadOnly));
    return YamlReader(file.readAll().toStdString()).read();
}

// The node a "$ref" names ("#/components/schemas/Event"), or `node` itself.
const YamlNode& resolved(const YamlNode& node, const YamlNode& document) {
    const YamlNode* ref = node.find("$ref");
    if (!ref) return node;
    const YamlNode* at = &document;
    const std::string path = ref->scalar.substr(2);
    for (std::size_t start = 0; start <= path.size();) {
        std::size_t slash = path.find('/', start);
        if (slash == std::string::npos) slash = path.size();
        at = &at->at(path.substr(start, slash - start));
        start = slash + 1;
    }
    return *at;
}

bool hasType(const QJsonValue& value, const std::string& type) {
    if (type == "object") return value.isObject();
    if (type == "array") return value.isArray();
    if (type == "string") return value.isString();
    if (type == "boolean") return value.isBool();
    if (type == "null") return value.isNull();
    if (type == "number") return value.isDouble();
    if (type == "integer") return value.isDouble() && value.toDouble() == double(qint64(value.toDouble()));
    return false;
}

// Where `value` breaks `schema` (type, required, properties, items, enum); empty when it keeps to it.
std::string breach(const QJsonValue& value, const YamlNode& schema_node, const YamlNode& document,
                   const std::string& where) {
    const YamlNode& schema = resolved(schema_node, document);
    if (const YamlNode* type = schema.find("type")) {
        std::vector<std::string> types;
        if (type->kind == YamlNode::Kind::List)
            for (const YamlNode& item : type->items) types.push_back(item.scalar);
        else
            types.push_back(type->scalar);
        bool any = false;
        for (const std::string& name : types) any = any || hasType(value, name);
        if (!any) return where + ": not of type " + types.front();
    }
    if (const YamlNode* choices = schema.find("enum")) {
        bool any = false;
        for (const YamlNode& choice : choices->items) any = any || value.toString().toStdString() == choice.scalar;
        if (!any) return where + ": not one of the enum";
    }
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        if (const YamlNode* required = schema.find("required"))
            for (const YamlNode& name : required->items)
                if (!object.contains(QString::fromStdString(name.scalar))) return where + ": no " + name.scalar;
        if (const YamlNode* properties = schema.find("properties"))
            for (const auto& [name, property] : properties->entries)
                if (object.contains(QString::fromStdString(name)))
                    if (auto found = breach(object.value(QString::fromStdString(name)), property, document,
                                            where + "." + name);
                        !found.empty())
                        return found;
    }
    if (value.isArray())
        if (const YamlNode* items = schema.find("items"))
            for (int i = 0; i < value.toArray().size(); ++i)
                if (auto found = breach(value.toArray().at(i), *items, document, where + "[" + std::to_string(i) + "]");
                    !found.empty())
                    return found;
    return {};
}

struct Operation {
    std::string method;
    std::string path;
    const YamlNode* node;
    const YamlNode* path_item;
};

std::vector<Operation> operations(const YamlNode& document) {
    std::vector<Operation> found;
    for (const auto& [path, item] : document.at("paths").entries)
        for (const std::string& method : kMethods)
            if (const YamlNode* operation = item.find(method)) found.push_back({method, path, operation, &item});
    return found;
}

// The operation's path with each {parameter} replaced by its example.
std::string examplePath(const Operation& operation, const YamlNode& document) {
    std::string path = operation.path;
    for (const YamlNode* owner : {operation.path_item, operation.node})
        if (const YamlNode* parameters = owner->find("parameters"))
            for (const YamlNode& parameter_node : parameters->items) {
                const YamlNode& parameter = resolved(parameter_node, document);
                if (parameter.at("in").scalar != "path") continue;
                const std::string name = "{" + parameter.at("name").scalar + "}";
                const std::size_t at = path.find(name);
                BOOST_REQUIRE_MESSAGE(at != std::string::npos, operation.path << " has no " << name);
                path.replace(at, name.size(), parameter.at("example").scalar);
            }
    BOOST_TEST(path.find('{') == std::string::npos, operation.path << ": a path parameter without an example");
    return path;
}

// The example of the operation's request body and its content type: JSON, or a file sent as
// it is (application/octet-stream: FIDE's whole rating list).
std::pair<std::string, std::string> exampleBody(const Operation& operation) {
    const YamlNode* body = operation.node->find("requestBody");
    if (!body) return {};
    for (const char* type : {"application/json", "application/octet-stream"})
        if (const YamlNode* media = body->at("content").find(type)) {
            const YamlNode* example = media->find("example");
            BOOST_REQUIRE_MESSAGE(example, operation.method << " " << operation.path << ": a body without an example");
            return {example->scalar, std::string("Content-Type: ") + type};
        }
    BOOST_FAIL(operation.method << " " << operation.path << ": a body neither JSON nor a file");
    return {};
}

std::string header(const HttpAnswer& answer, const std::string& name) {
    std::string head = answer.head;
    std::transform(head.begin(), head.end(), head.begin(), [](unsigned char c) { return std::tolower(c); });
    const std::size_t at = head.find("\r\n" + name + ":");
    if (at == std::string::npos) return {};
    const std::size_t start = head.find_first_not_of(' ', at + name.size() + 3);
    return head.substr(start, head.find_first_of(";\r", start) - start);
}

// An event of 8 players, round 1 of 5 paired, and a team event: every example of the document
// names something in them.
struct DocumentedEvent {
    QTemporaryDir dir;
    QString event = dir.filePath("open.tourney");
    QString teams = dir.filePath("teams");
    QString sections = dir.filePath("sections");
    DocumentedEvent() {
        mustRun({"new", event, "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds", "5"});
        QByteArray csv = "name,rating\n";
        for (int i = 1; i <= 8; ++i) csv += QString("\"Player, %1\",%2\n").arg(i).arg(2400 - 10 * i).toUtf8();
        writeFile(dir.filePath("players.csv"), csv);
        mustRun({"player", "import", event, dir.filePath("players.csv")});
        mustRun({"pair", event});
        // The team routes' examples name "league", served from a folder of its own: two teams of
        // two boards, round 1 paired.
        QDir(dir.path()).mkdir("teams");
        const QString league = teams + "/league.tourney";
        mustRun({"new", league, "--name", "League", "--game", "chess", "--system", "round-robin", "--teams", "--boards",
                 "2"});
        mustRun({"player", "import", league, dir.filePath("players.csv")});
        mustRun({"team", "add", league, "North", "--roster", "1,2,3"});
        mustRun({"team", "add", league, "South", "--roster", "4,5,6"});
        mustRun({"pair", league});
        mustRun({"lineup", league, "1", "--regulars"});
        // The sections' routes: an open in two sections, served from their folder.
        mustRun({"sections", "new", sections, "--name", "Dhaka Open", "--game", "chess", "--system", "swiss",
                 "--rounds", "5", "--section", "A:2300-", "--section", "B:-2299"});
        mustRun({"sections", "import", sections, dir.filePath("players.csv")});
        // The registry's routes: the folder's registry, of one player.
        writeFile(dir.filePath("players_list_foa.txt"),
                  QByteArray(tourney::testing::kFoaHeader) +
                      QByteArray::fromStdString(tourney::testing::foaLine(
                          {"1503014", "Carlsen, Magnus", "NOR", "M", "GM", 2833, 2823, 2886, 1990})));
        mustRun({"registry", "import", dir.filePath("players_list_foa.txt"), "--fide", "--month", "2026-03", "--server",
                 dir.path()});
    }
};

}  // namespace

BOOST_AUTO_TEST_CASE(every_documented_route_answers_as_documented) {
    const YamlNode document = openApi();
    DocumentedEvent e;
    Server server(e.event, e.dir.path());
    Server teams_server(e.teams, e.teams);  // a folder of one event: the team event "league"
    Server sections_server(e.sections, e.sections);
    const std::vector<Operation> listed = operations(document);
    BOOST_TEST(listed.size() >= 30u);
    for (const Operation& operation : listed) {
        const std::string method = QString::fromStdString(operation.method).toUpper().toStdString();
        const std::string path = examplePath(operation, document);
        const auto [body, content_type] = exampleBody(operation);
        std::vector<std::string> headers{kBearer};
        if (!body.empty()) headers.push_back(content_type);
        const int port = path.rfind("/api/events/league/", 0) == 0 ? teams_server.port
                         : path.rfind("/api/sections", 0) == 0     ? sections_server.port
                                                                   : server.port;
        const HttpAnswer answer = http(port, method, path, body, headers);
        BOOST_TEST_CONTEXT(method << " " << path << " " << body << " -> " << answer.status << " " << answer.body) {
            const YamlNode* response_node = operation.node->at("responses").find(std::to_string(answer.status));
            BOOST_TEST_REQUIRE(response_node != nullptr, "a status the document does not list");
            if (method == "GET") BOOST_TEST(answer.status == 200);
            const QJsonDocument json = QJsonDocument::fromJson(QByteArray::fromStdString(answer.body));
            // A 404 of a route that exists names what the event lacks; one of no route is plain text.
            if (answer.status == 404) BOOST_TEST(json.object().contains("error"));
            const YamlNode& response = resolved(*response_node, document);
            const YamlNode* content = response.find("content");
            if (!content) continue;
            const std::string type = header(answer, "content-type");
            const YamlNode* media = content->find(type);
            BOOST_TEST_REQUIRE(media != nullptr, "a content type the document does not list: " << type);
            if (type != "application/json") continue;
            BOOST_TEST_REQUIRE(!json.isNull(), "not JSON");
            const QJsonValue value = json.isArray() ? QJsonValue(json.array()) : QJsonValue(json.object());
            BOOST_TEST(breach(value, media->at("schema"), document, "body") == "");
        }
    }
    // What the check above tells apart: a route the server does not have is not JSON.
    const HttpAnswer missing = http(server.port, "GET", "/api/events/open/nothing");
    BOOST_TEST(missing.status == 404);
    BOOST_TEST(!QJsonDocument::fromJson(QByteArray::fromStdString(missing.body)).object().contains("error"));
}

BOOST_AUTO_TEST_CASE(the_server_answers_no_route_of_the_api_the_document_leaves_out) {
    std::set<std::string> documented;
    const YamlNode document = openApi();
    for (const Operation& operation : operations(document))
        documented.insert(QString::fromStdString(operation.method).toUpper().toStdString() + " " + operation.path);
    QTemporaryDir dir;
    for (const QString& served : {dir.filePath("open.tourney"), dir.path()}) {  // one event, and a folder
        const tourney::app::WebServer server(served, std::string(Server::kToken));
        std::set<std::string> answered;
        for (const std::string& route : server.routes())
            if (route.find(" /api/") != std::string::npos || route.find(" /feed/") != std::string::npos)
                answered.insert(route);
        for (const std::string& route : answered)
            BOOST_TEST(documented.count(route) == 1u, route << " is not documented");
        for (const std::string& route : documented) BOOST_TEST(answered.count(route) == 1u, route << " is not served");
    }
}
