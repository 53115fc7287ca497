#include "app/postgresql_address.h"

#include <QRegularExpression>
#include <QUrl>

namespace tourney::app {

namespace {

// Where the address's path begins and ends: after the authority (a password holds no '/',
// percent-encoded in an address as in any URL), before the query or fragment.
struct PathSpan {
    qsizetype begin = -1;
    qsizetype end = -1;
};

PathSpan pathSpan(const QString& location) {
    const qsizetype authority = location.indexOf("://");
    if (authority < 0) return {};
    PathSpan span;
    span.end = location.size();
    for (const QChar stop : {QChar('?'), QChar('#')})
        if (const qsizetype at = location.indexOf(stop, authority + 3); at >= 0 && at < span.end) span.end = at;
    span.begin = location.indexOf('/', authority + 3);
    if (span.begin < 0 || span.begin > span.end) span.begin = span.end;
    return span;
}

}  // namespace

PostgresqlAddress PostgresqlAddress::read(const QString& location) {
    PostgresqlAddress address{location, {}, {}};
    const PathSpan span = pathSpan(location);
    if (span.begin < 0) return address;
    // Split before decoding: a database's name may hold a '/' written as %2F.
    QStringList parts = location.mid(span.begin, span.end - span.begin).split('/');
    parts.removeFirst();                                                 // before the path's leading '/'
    if (!parts.isEmpty() && parts.last().isEmpty()) parts.removeLast();  // postgresql://host/db/
    if (!parts.isEmpty()) address.database = QUrl::fromPercentEncoding(parts[0].toUtf8());
    if (parts.size() > 1) address.event = QUrl::fromPercentEncoding(parts[1].toUtf8());
    address.extra_parts = parts.size() > 2;
    return address;
}

QString PostgresqlAddress::withEvent(const QString& name) const {
    const PathSpan span = pathSpan(location);
    if (span.begin < 0) return location;
    QString path = "/" + QString::fromUtf8(QUrl::toPercentEncoding(database));
    if (!name.isEmpty()) path += "/" + QString::fromUtf8(QUrl::toPercentEncoding(name));
    return location.left(span.begin) + path + location.mid(span.end);
}

std::optional<tournament::Message> schemaEventNameProblem(const QString& name) {
    static const QRegularExpression allowed("^[A-Za-z0-9_-]+$");
    const QString lower = name.toLower();
    if (allowed.match(name).hasMatch() && name.size() <= kMaxSchemaEventName && lower != "public" &&
        lower != "information_schema" && !lower.startsWith("pg_"))
        return std::nullopt;
    return tournament::Message(
        "'%1' cannot name an event in a PostgreSQL database: letters, digits, '-' and '_' only, at most %2, "
        "and not public, information_schema or a name beginning with pg_",
        name.toStdString(), kMaxSchemaEventName);
}

QString quotedIdentifier(const QString& name) { return '"' + QString(name).replace('"', "\"\"") + '"'; }

}  // namespace tourney::app
