// tourney standings FILE [--after-round R] [--format text|csv|tsv|json]
#include "app/command.h"
#include "app/command_line.h"
#include "app/event_store.h"
#include "app/refusal.h"
#include "scoring/standings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace tourney::app {
namespace {

// One printed row: the columns every format shares, in order.
QStringList header(const Event& event) {
    QStringList columns = {"rank", "start", "name", "rating", "federation", "points"};
    for (const std::string& code : event.tiebreaks) columns << QString::fromStdString(code);
    return columns;
}

QStringList row(const Event& event, const Standing& standing) {
    const Player* player = event.player(standing.start_no);
    QStringList cells = {QString::number(standing.rank),
                         QString::number(standing.start_no),
                         player ? QString::fromStdString(player->name) : QString(),
                         player && player->rating ? QString::number(player->rating) : QString(),
                         player ? QString::fromStdString(player->federation) : QString(),
                         QString::fromStdString(standing.points.toString())};
    for (const std::string& text : standing.tiebreak_text) cells << QString::fromStdString(text);
    return cells;
}

// RFC 4180: a field holding the separator, a quote or a line break is quoted, quotes doubled.
QString csvField(QString field) {
    if (!field.contains(',') && !field.contains('"') && !field.contains('\n')) return field;
    return '"' + field.replace("\"", "\"\"") + '"';
}

void printText(QTextStream& out, const QList<QStringList>& rows) {
    QList<int> widths;
    for (const QStringList& cells : rows)
        for (int i = 0; i < cells.size(); ++i) {
            if (widths.size() <= i) widths << 0;
            widths[i] = std::max(widths[i], static_cast<int>(cells[i].size()));
        }
    for (const QStringList& cells : rows) {
        QString text;
        for (int i = 0; i < cells.size(); ++i) {
            // Names and federations read left to right; numbers line up on the right.
            const bool left = i == 2 || i == 4;
            text += (i ? "  " : "") + (left ? cells[i].leftJustified(widths[i]) : cells[i].rightJustified(widths[i]));
        }
        while (text.endsWith(' ')) text.chop(1);
        out << text << '\n';
    }
}

// Numbers as JSON numbers; tie-breaks as a list, in the event's order.
void printJson(QTextStream& out, const QStringList& columns, const QList<QStringList>& rows) {
    auto number = [](const QString& text) { return text.isEmpty() ? QJsonValue() : QJsonValue(text.toDouble()); };
    QJsonArray standings;
    for (const QStringList& cells : rows) {
        QJsonObject entry{{"rank", cells[0].toInt()},   {"start", cells[1].toInt()}, {"name", cells[2]},
                          {"rating", cells[3].toInt()}, {"federation", cells[4]},    {"points", number(cells[5])}};
        QJsonArray tiebreaks;
        for (int i = 6; i < cells.size(); ++i)
            tiebreaks.append(QJsonObject{{"code", columns[i]}, {"value", number(cells[i])}});
        entry["tiebreaks"] = tiebreaks;
        standings.append(entry);
    }
    out << QJsonDocument(standings).toJson(QJsonDocument::Indented);
}

int run(const QStringList& arguments) {
    CommandLine line("standings FILE",
                     "Prints the standings: rank, start number, name, rating, federation,\n"
                     "points, then the event's tie-breaks in order.");
    line.addPositional("FILE", "The event file.");
    line.addOption("after-round", "R", "Standings after round R (default: every paired round).");
    line.addOption("format", "text|csv|tsv|json", "text (default), csv, tsv or json.");
    if (auto stop = line.parse(arguments)) return *stop;

    return runCommand("standings", [&] {
        const QString format = line.choice("format", {"text", "csv", "tsv", "json"});
        const Event event = readEventFile(line.positional(0));
        const int after_round = line.integerOption("after-round", event.roundsPaired(),
                                                   std::min(1, event.roundsPaired()), event.roundsPaired());
        const QStringList columns = header(event);
        QList<QStringList> rows;
        for (const Standing& standing : computeStandings(event, after_round)) rows << row(event, standing);

        QTextStream out(stdout);
        if (format == "json") {
            printJson(out, columns, rows);
        } else if (format == "text") {
            out << QString::fromStdString(event.info.name) << ": standings after round " << after_round << "\n\n";
            rows.prepend(columns);
            printText(out, rows);
        } else {
            const QString separator = format == "csv" ? "," : "\t";
            rows.prepend(columns);
            for (QStringList cells : rows) {
                if (format == "csv")
                    for (QString& cell : cells) cell = csvField(cell);
                out << cells.join(separator) << '\n';
            }
        }
        return kSuccess;
    });
}

const Command registered("standings", "print the standings with the event's tie-breaks", run);

}  // namespace
}  // namespace tourney::app
