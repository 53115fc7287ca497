// The Qt and standard headers most of app/ parses, precompiled once for the whole library
// (app/CMakeLists.txt): parsing them was about three quarters of each file's compile time.
// Only headers from outside the project belong here: a change to one of the project's own
// would rebuild all of app/.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QTextStream>
#include <QUrlQuery>
#include <QVariant>

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>
