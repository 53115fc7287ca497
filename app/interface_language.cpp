#include "app/interface_language.h"

#include "reports/labels.h"
#include "tournament/refusal.h"

#include <QCoreApplication>
#include <QTranslator>

namespace tourney::app {

namespace {

// The value of the last `--name VALUE` or `--name=VALUE` before a "--", removed from the
// arguments with its value; a null string when absent, an empty one when the value is missing.
QString takeOption(QStringList& arguments, const QString& name) {
    QString value;
    const QString flag = "--" + name;
    for (int i = 0; i < arguments.size() && arguments[i] != "--";) {
        if (arguments[i] == flag) {
            value = i + 1 < arguments.size() ? arguments[i + 1] : QString("");
            arguments.remove(i, std::min<qsizetype>(2, arguments.size() - i));
        } else if (arguments[i].startsWith(flag + "=")) {
            value = arguments[i].mid(flag.size() + 1);
            arguments.removeAt(i);
        } else {
            ++i;
        }
    }
    return value;
}

QString chosen(QStringList& arguments, const QString& option, const char* variable) {
    const QString given = takeOption(arguments, option);
    return given.isNull() ? qEnvironmentVariable(variable) : given;
}

enum class Speaking { Server, English, Bengali };
thread_local Speaking speaking = Speaking::Server;

// Bengali for a request that asks for it, whatever language the server speaks.
const QTranslator* bengali() {
    static const QTranslator* const loaded = [] {
        static QTranslator translator;
        return translator.load(":/i18n/tourney_bn.qm") ? &translator : nullptr;
    }();
    return loaded;
}

// `text` of `context` in the language of the request this thread answers, or the server's.
QString lookup(const char* context, const char* text) {
    if (speaking == Speaking::English) return QString::fromUtf8(text);
    if (speaking == Speaking::Bengali && bengali()) {
        const QString found = bengali()->translate(context, text);
        return found.isEmpty() ? QString::fromUtf8(text) : found;
    }
    return QCoreApplication::translate(context, text);
}

}  // namespace

RequestLanguage::RequestLanguage(const QString& code) : previous_(static_cast<int>(speaking)) {
    if (code == "en") speaking = Speaking::English;
    if (code == "bn") speaking = Speaking::Bengali;
}

RequestLanguage::~RequestLanguage() { speaking = static_cast<Speaking>(previous_); }

namespace {

// The report language a request asks for; the server's code and digits for what it leaves out.
reports::ReportLanguage requestedReports(const QString& code, const QString& digits) {
    if (!code.isEmpty() && code != "en" && code != "bn")
        throw tournament::UnusableRequest(
            "lang", tournament::Message("'%1' is not a language Tourney speaks: en or bn", code.toStdString()));
    if (!digits.isEmpty() && digits != "ascii" && digits != "bengali")
        throw tournament::UnusableRequest("digits",
                                          tournament::Message("'%1' is not ascii or bengali", digits.toStdString()));
    reports::ReportLanguage language;
    language.code = code.isEmpty() ? reports::reportLanguageCode() : code.toStdString();
    language.digits = digits == "bengali" ? reports::Digits::Bengali : reports::Digits::Ascii;
    if (language.code != "en") {
        // Looked up in the language RequestLanguage set on this thread.
        language.translate = [](const std::string& english) {
            return lookup("reports", english.c_str()).toStdString();
        };
        language.message = [](const tournament::Message& message) { return translated(message).toStdString(); };
    }
    return language;
}

}  // namespace

RequestReportLanguage::RequestReportLanguage(const QString& code, const QString& digits)
    : messages_(code), reports_(requestedReports(code, digits)) {}

QString setUpInterfaceLanguage(QStringList& arguments) {
    QString language = chosen(arguments, "lang", "TOURNEY_LANG");
    QString digits = chosen(arguments, "digits", "TOURNEY_DIGITS");
    if (language.isEmpty()) language = "en";
    if (digits.isEmpty()) digits = "ascii";
    if (language != "en" && language != "bn")
        return QString("--lang: '%1' is not a language Tourney speaks: en or bn").arg(language);
    if (digits != "ascii" && digits != "bengali") return QString("--digits: '%1' is not ascii or bengali").arg(digits);

    reports::ReportLanguage report;
    report.code = language.toStdString();
    report.digits = digits == "bengali" ? reports::Digits::Bengali : reports::Digits::Ascii;
    if (language != "en") {
        static QTranslator translator;  // lives as long as the application
        if (!translator.load(":/i18n/tourney_" + language + ".qm") || !QCoreApplication::installTranslator(&translator))
            return "--lang: the " + language + " translation is missing from this build";
        report.translate = [](const std::string& english) {
            return QCoreApplication::translate("reports", english.c_str()).toStdString();
        };
        report.message = [](const tournament::Message& message) { return translated(message).toStdString(); };
    }
    reports::setReportLanguage(std::move(report));
    return {};
}

QString translated(const char* context, const QString& english) {
    const auto found = [context](const std::string& text) { return lookup(context, text.c_str()).toStdString(); };
    return QString::fromStdString(reports::translateWithNumbers(english.toStdString(), found));
}

QString translated(const tournament::Message& message) {
    using Kind = tournament::Message::Kind;
    const std::string& pattern = message.pattern();
    if (message.kind() == Kind::Value) return QString::fromStdString(pattern);
    if (message.kind() == Kind::Number) return QString::fromStdString(reports::withDigits(pattern));
    if (message.kind() == Kind::Field) return translated("fields", QString::fromStdString(pattern));
    if (message.arguments().empty()) return translated("messages", QString::fromStdString(pattern));
    std::vector<std::string> values;
    for (const tournament::Message& argument : message.arguments())
        values.push_back(translated(argument).toStdString());
    const std::string translation = lookup("messages", pattern.c_str()).toStdString();
    return QString::fromStdString(tournament::Message::filled(translation, values));
}

QString translated(const formats::InputError& error) { return translated(error.located()); }

}  // namespace tourney::app
