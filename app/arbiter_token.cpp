#include "app/arbiter_token.h"

#include <QList>

#include <algorithm>

namespace tourney::app {

bool sameToken(const std::string& given, const std::string& token) {
    unsigned difference = given.size() == token.size() ? 0 : 1;
    for (std::size_t i = 0; i < given.size(); ++i)
        difference |= static_cast<unsigned char>(given[i]) ^
                      static_cast<unsigned char>(token[i % std::max<std::size_t>(token.size(), 1)]);
    return difference == 0 && !token.empty();
}

bool carriesArbiterToken(const QByteArray& authorization, const QByteArray& cookie,
                         const std::optional<std::string>& token) {
    if (!token) return false;
    if (authorization.startsWith("Bearer ") && sameToken(authorization.mid(7).trimmed().toStdString(), *token))
        return true;
    for (const QByteArray& crumb : cookie.split(';'))
        if (crumb.trimmed().startsWith("tourney_token=") &&
            sameToken(QByteArray::fromPercentEncoding(crumb.trimmed().mid(14)).toStdString(), *token))
            return true;
    return false;
}

bool tokenFromCookie(const QByteArray& authorization) { return !authorization.startsWith("Bearer "); }

std::string sessionCookie(const QByteArray& cookie) {
    const QByteArray name = QByteArray(kSessionCookie) + '=';
    for (const QByteArray& crumb : cookie.split(';')) {
        const QByteArray trimmed = crumb.trimmed();
        if (!trimmed.startsWith(name)) continue;
        const QByteArray id = trimmed.mid(name.size());
        const bool hex = id.size() == 64 && std::all_of(id.begin(), id.end(), [](char c) {
                             return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
                         });
        if (hex) return id.toStdString();
    }
    return {};
}

}  // namespace tourney::app
