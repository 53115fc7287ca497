// tourney serve EVENT|DATABASE-URL|FOLDER [--port 8080] [--bind ADDRESS] [--token-file F] [--proxy ADDRESS] [--open]
#include "app/command.h"
#include "app/command_line.h"
#include "app/event_collection.h"
#include "app/refusal.h"
#include "app/sql_event_store.h"
#include "app/web_server.h"
#include "reports/arbiter_page.h"
#include "reports/labels.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace tourney::app {
namespace {

std::optional<std::string> readToken(const CommandLine& line) {
    if (!line.isSet("token-file")) return std::nullopt;
    QFile file(line.value("token-file"));
    if (!file.open(QIODevice::ReadOnly))
        throw Refusal(tournament::Message("%1: cannot be read", utf8(line.value("token-file"))));
    const std::string token = file.readAll().trimmed().toStdString();
    if (token.size() < 8)
        throw Refusal(
            tournament::Message("%1: the token needs at least %2 characters", utf8(line.value("token-file")), 8));
    return token;
}

ServerLimits serverLimits(const CommandLine& line) {
    ServerLimits limits;
    limits.max_connections = line.integerOption("max-connections", limits.max_connections, 1, 100'000);
    limits.max_connections_per_client = line.integerOption("max-connections-per-client",
                                                           limits.max_connections_per_client, 1, 100'000);
    const auto seconds = [&](const char* option, std::chrono::milliseconds fallback) {
        return std::chrono::milliseconds(1000LL * line.integerOption(option, int(fallback.count() / 1000), 1, 3600));
    };
    limits.request_timeout = seconds("request-timeout", limits.request_timeout);
    limits.idle_timeout = seconds("idle-timeout", limits.idle_timeout);
    // A desk's tablet, or a venue's Wi-Fi behind one address, sends every entrant's form: the
    // organiser raises the rate (burst and refill alike) for it.
    const int per_minute = line.integerOption("registrations-per-minute", 10, 1, 100'000);
    limits.registration_burst = per_minute;
    limits.registration_refill = std::chrono::milliseconds(60'000 / per_minute);
    if (line.isSet("proxy")) {
        limits.proxy = QHostAddress(line.value("proxy"));
        if (limits.proxy.isNull())
            throw Refusal(
                tournament::Message("argument %1: '%2' is not an address", "--proxy", utf8(line.value("proxy"))));
    }
    return limits;
}

// The address of the arbiter's application, the token in its fragment: a browser sends no
// fragment to the server nor to anyone else, and the page keeps the token for its tab only.
QString applicationUrl(const QHostAddress& address, quint16 port, const std::optional<std::string>& token) {
    const bool everywhere = address == QHostAddress::AnyIPv4 || address == QHostAddress::Any;
    QString host = everywhere ? "127.0.0.1" : address.toString();
    if (address.protocol() == QAbstractSocket::IPv6Protocol && !everywhere) host = "[" + host + "]";
    QString url = QString("http://%1:%2/app/").arg(host).arg(port);
    if (token) url += "#token=" + QString::fromUtf8(QByteArray::fromStdString(*token).toPercentEncoding());
    return url;
}

// --open: the address printed, and opened where a desktop can show it.
void openApplication(const QString& url) {
    printSaid(tournament::Message("The application: %1", utf8(url)));
    const bool desktop = !qEnvironmentVariable("DISPLAY").isEmpty() ||
                         !qEnvironmentVariable("WAYLAND_DISPLAY").isEmpty();
    const QString opener = QStandardPaths::findExecutable("xdg-open");
    if (desktop && !opener.isEmpty()) QProcess::startDetached(opener, {url});
}

int run(const QStringList& arguments) {
    CommandLine line("serve FILE|FOLDER|DATABASE",
                     "Serves the event's pages, always current, and a JSON API under /api/: the\n"
                     "starting list, every round, standings, crosstable or wall chart, player cards and\n"
                     "PDFs for everyone; the arbiter's page (/arbiter) enters a round's results in one\n"
                     "grid and pairs the next round. Every write needs the arbiter's token (sent as\n"
                     "Authorization: Bearer TOKEN, or by signing in on /login) or an account's session\n"
                     "(POST /api/login; accounts: tourney user). Given a folder, the\n"
                     "API serves each of its .tourney files as an event and creates new ones there;\n"
                     "given a postgresql:// database, each of its events (postgresql://.../DATABASE/EVENT,\n"
                     "each in a schema of its own: docs/federation.md), and creates new ones there.\n"
                     "/app/ is the arbiter's application on that API (docs/browser.md). The API is\n"
                     "described in docs/openapi.yaml.");
    line.addPositional("FILE|FOLDER|DATABASE",
                       "The event file or an event's postgresql:// address, a folder of event files, or a\n"
                       "postgresql:// database of events.");
    line.addOption("port", "PORT", "The port (default 8080; 0: a free one, printed).");
    line.addOption("bind", "ADDRESS", "The address to listen on (default 127.0.0.1; 0.0.0.0 for every network).");
    line.addOption("token-file", "F", "A file holding the arbiter's token (without it nothing can be written).");
    line.addOption("max-connections", "N", "Connections open at once, from all clients (default 400).");
    line.addOption("max-connections-per-client", "N", "Connections open at once from one address (default 32).");
    line.addOption("request-timeout", "SECONDS", "Time a request may take to arrive whole (default 10).");
    line.addOption("idle-timeout", "SECONDS", "Time a connection may wait for its next request (default 30).");
    line.addOption("registrations-per-minute", "N",
                   "Registration forms one address may post a minute, N at once (default 10; docs/organiser.md).");
    line.addOption("proxy", "ADDRESS",
                   "The address of a proxy in front (nginx): its requests are from the address in its\n"
                   "X-Real-IP header, and its connections are not limited as one client's (docs/federation.md).");
    line.addOption("session-idle", "SECONDS",
                   "Time an account's session may go unused before it expires (default 1800; docs/federation.md).");
    line.addFlag("open", "Prints the address of the arbiter's application and opens it in the desktop's browser.");
    if (auto stop = line.parse(arguments)) return *stop;

    return line.run([&] {
        const int port = line.isSet("port") ? line.wholeNumber("--port", line.value("port")) : 8080;
        if (port < 0 || port > 65535)
            throw Refusal(tournament::Message("argument %1: '%2' is not a port", "--port", port));
        const QHostAddress address(line.isSet("bind") ? line.value("bind") : "127.0.0.1");
        if (address.isNull())
            throw Refusal(
                tournament::Message("argument %1: '%2' is not an address", "--bind", utf8(line.value("bind"))));
        if (!EventCollection::at(line.positional(0)))
            SqlEventStore(line.positional(0)).load();  // refuse at once what is not an event
        const std::optional<std::string> token = readToken(line);
        tournament::SessionPolicy sessions;
        sessions.idle_seconds = line.integerOption("session-idle", int(sessions.idle_seconds), 1, 7 * 24 * 3600);
        WebServer server(line.positional(0), token, serverLimits(line), sessions);
        const quint16 bound = server.listen(address, static_cast<quint16>(port));
        if (bound == 0) throw Refusal(tournament::Message("cannot listen on %1:%2", utf8(address.toString()), port));
        if (!line.isSet("token-file")) printOut(reports::label(reports::kReadOnly) + "\n");
        if (line.isSet("open")) openApplication(applicationUrl(address, bound, token));
        printSaid(tournament::Message("Serving on http://%1:%2/", utf8(address.toString()),
                                      tournament::Message::value(std::to_string(bound))));
        return QCoreApplication::exec();
    });
}

const Command registered("serve", "serve the event's pages and a JSON API (arbiters enter results)", run);

}  // namespace
}  // namespace tourney::app
