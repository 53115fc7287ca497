// A Swiss event of six players from a CSV of the usual header names (Fed, FIDE ID, Born, Club),
// not yet paired: Alam 2300, Bose 2250, Chen 2200, Das 2150, Eva 2100, Faruk 2050.
#pragma once

#include "tourney_process.h"

namespace tourney::testing {

struct SixPlayerSwiss {
    QTemporaryDir dir;
    QString event = dir.filePath("swiss.tourney");
    SixPlayerSwiss() {
        mustRun({"new", event, "--name", "Open", "--game", "chess", "--system", "swiss", "--rounds", "5"});
        writeFile(dir.filePath("players.csv"),
                  "Name,Rtg,Fed,FIDE ID,Born,Club\n"
                  "\"Alam, Rafiq\",2300,BAN,10201111,1990,Dhaka Chess Club\n"
                  "\"Bose, Mita\",2250,IND,,17.05.2008,\n"
                  "\"Chen, Li\",2200,CHN,,2001-02-03,\n"
                  "\"Das, Arup\",2150,BAN,,,Chittagong\n"
                  "\"Eva, Kim\",2100,KOR,,,\n"
                  "\"Faruk, Omar\",2050,BAN,,,\n");
        mustRun({"player", "import", event, dir.filePath("players.csv")});
    }
    QStringList player(int start_no) {
        return mustRun({"player", "list", event, "--format", "tsv"}).split('\n')[start_no].split('\t');
    }
};

}  // namespace tourney::testing
