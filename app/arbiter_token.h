// The arbiter's token as `tourney serve` takes it: a Bearer header, or the cookie /login sets;
// and the session cookie /api/login sets for an account (app/api_sessions.cpp).
#pragma once

#include <QByteArray>

#include <optional>
#include <string>

namespace tourney::app {

// Constant time in the given text: how long the comparison takes says nothing of the token.
bool sameToken(const std::string& given, const std::string& token);

// Whether a request's Authorization and Cookie headers carry `token` (never without a token).
bool carriesArbiterToken(const QByteArray& authorization, const QByteArray& cookie,
                         const std::optional<std::string>& token);

// Whether the token came in the cookie rather than in an Authorization header: a browser sends
// the cookie by itself, so such a write must come from the server's own pages (issue 40, item 4).
bool tokenFromCookie(const QByteArray& authorization);

// The cookie holding an account's session id.
inline constexpr const char* kSessionCookie = "tourney_session";

// The session id a Cookie header carries: 64 hexadecimal digits (256 bits), else empty.
std::string sessionCookie(const QByteArray& cookie);

}  // namespace tourney::app
