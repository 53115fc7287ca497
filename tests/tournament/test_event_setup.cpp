// Creating an event in process (tournament/event_setup.h): the defaults an arbiter expects,
// the settings an event cannot go without, and the checks the regulations ask for.
#include "tournament/event_setup.h"
#include "use_case_fixture.h"

#include <boost/test/unit_test.hpp>

using namespace tourney;
using namespace tourney::tournament;
using namespace tourney::tournament::testing;

namespace {

// newEvent must refuse `settings` with `Refused` naming `field` and saying `message`.
template <typename Refused = Refusal>
void refused(const EventSettings& settings, const std::string& field, const std::string& message) {
    try {
        newEvent(settings);
        BOOST_ERROR("taken; expected: " + message);
    } catch (const Refused& refusal) {
        BOOST_TEST(refusal.field() == field);
        BOOST_TEST(std::string(refusal.what()).find(message) != std::string::npos, refusal.what());
    }
}

}  // namespace

// C.07 §13: Buchholz cut 1, Buchholz, Sonneborn-Berger and direct encounter for Swiss events.
BOOST_AUTO_TEST_CASE(a_swiss_chess_event_takes_the_usual_defaults) {
    EventSettings settings = settingsFor("chess", "swiss", 9);
    settings.info.federation = "ban";
    settings.lots_seed = 12345;
    MemoryEventStore store;
    const Event created = createEvent(store, settings);
    const Event event = store.load();
    BOOST_TEST(event.info.name == "Test Open");
    BOOST_TEST(event.info.federation == "BAN");
    BOOST_TEST((event.game == GameKind::Chess));
    BOOST_TEST((event.system == PairingSystem::Swiss));
    BOOST_TEST(event.planned_rounds == 9);
    BOOST_TEST((event.points == PointSystem::standard()));
    BOOST_TEST(event.tiebreaks == std::vector<std::string>({"BH/C1", "BH", "SB", "DE"}));
    BOOST_TEST((event.acceleration == Acceleration::None));
    BOOST_TEST(event.lots_seed == 12345u);
    BOOST_TEST(created.tiebreaks == event.tiebreaks);
    BOOST_TEST(store.readLog().empty());
}

// Issue 37: an event FIDE rates (chess between two players) starts in FIDE mode unless the
// arbiter says otherwise; other games start outside it and cannot be put in it.
BOOST_AUTO_TEST_CASE(fide_mode_is_on_by_default_for_the_games_fide_rates) {
    BOOST_TEST(newEvent(settingsFor("chess", "swiss", 5)).fide_mode);
    BOOST_TEST(!newEvent(settingsFor("draughts", "swiss", 5)).fide_mode);
    BOOST_TEST(!newEvent(settingsFor("chaturaji", "swiss", 5)).fide_mode);
    EventSettings club = settingsFor("chess", "swiss", 5);
    club.fide_mode = false;
    BOOST_TEST(!newEvent(club).fide_mode);
    EventSettings draughts = settingsFor("draughts", "swiss", 5);
    draughts.fide_mode = true;
    refused(draughts, "fide_mode",
            "FIDE mode is for events FIDE rates: chess between two players; this event is draughts");
}

// C.07 §13: direct encounter, wins, Sonneborn-Berger and Koya for round robins, whose length
// follows from the players.
BOOST_AUTO_TEST_CASE(a_round_robin_takes_its_length_from_its_players_and_its_own_tiebreaks) {
    const Event event = newEvent(settingsFor("chess", "round-robin"));
    BOOST_TEST(event.planned_rounds == 0);
    BOOST_TEST(event.tiebreaks == std::vector<std::string>({"DE", "WIN", "SB", "KS"}));
    refused(settingsFor("chess", "round-robin", 7), "rounds",
            "a round robin takes its number of rounds from its number of players");
}

// FMJD scores a draughts game 2/1/0; an arbiter may score 3/1/0.
BOOST_AUTO_TEST_CASE(draughts_scores_two_one_nought_and_the_arbiter_may_score_otherwise) {
    const Event draughts = newEvent(settingsFor("draughts", "swiss", 5));
    BOOST_TEST(draughts.points.win == Points::whole(2));
    BOOST_TEST(draughts.points.draw == Points::whole(1));
    EventSettings settings = settingsFor("chess", "swiss", 5);
    settings.scoring = "3,1,0";
    const Event football = newEvent(settings);
    BOOST_TEST(football.points.win == Points::whole(3));
    BOOST_TEST(football.points.draw == Points::whole(1));
    settings.scoring = "three";
    refused(settings, "scoring", "'three' is not W,D,L such as 1,0.5,0 or 3,1,0");
}

BOOST_AUTO_TEST_CASE(an_event_without_name_game_system_or_swiss_rounds_is_an_unusable_request) {
    EventSettings settings = settingsFor("chess", "swiss", 5);
    settings.info.name.clear();
    refused<UnusableRequest>(settings, "name", "an event needs a name");
    refused<UnusableRequest>(settingsFor("", "swiss", 5), "game", "an event needs its game");
    refused<UnusableRequest>(settingsFor("chess", "", 5), "system", "an event needs its pairing system");
    refused<UnusableRequest>(settingsFor("chess", "swiss"), "rounds", "a Swiss event needs its number of rounds");
}

BOOST_AUTO_TEST_CASE(settings_the_event_cannot_hold_name_their_field) {
    refused(settingsFor("go", "swiss", 5), "game", "'go' is not chess, draughts, camelot or chaturaji");
    refused(settingsFor("chess", "knockout", 5), "system",
            "'knockout' is not round-robin, double-round-robin, swiss, dubov or burstein");
    refused(settingsFor("chess", "swiss", 0), "rounds", "'0' is not a whole number from 1 to 99");
    refused(settingsFor("chess", "swiss", 100), "rounds", "'100' is not a whole number from 1 to 99");
    EventSettings settings = settingsFor("chess", "swiss", 5);
    settings.info.start_date = "2026-02-30";
    refused(settings, "start_date", "'2026-02-30' is not a date (yyyy-mm-dd)");
    settings = settingsFor("chess", "swiss", 5);
    settings.info.end_date = "31.04.2026";  // April has 30 days
    refused(settings, "end_date", "'31.04.2026' is not a date (yyyy-mm-dd)");
    settings = settingsFor("chess", "swiss", 5);
    settings.info.city = "Dhaka\nBangladesh";  // printed in reports and TRF headers: one line
    refused(settings, "city", "");
    settings = settingsFor("chess", "swiss", 5);
    settings.tiebreaks = "BH/C1,XYZ";
    refused(settings, "tiebreaks", "XYZ");
}

BOOST_AUTO_TEST_CASE(the_arbiter_names_the_tiebreaks_in_order) {
    EventSettings settings = settingsFor("chess", "swiss", 5);
    settings.tiebreaks = "SB,BH/C1,DE";
    BOOST_TEST(newEvent(settings).tiebreaks == std::vector<std::string>({"SB", "BH/C1", "DE"}));
    BOOST_TEST(tiebreakCodes("BH,ARO") == std::vector<std::string>({"BH", "ARO"}));
}

// C.04.7: Baku acceleration is for Swiss events of games of two scored 1/½/0.
BOOST_AUTO_TEST_CASE(baku_acceleration_only_where_c_04_7_applies) {
    EventSettings settings = settingsFor("chess", "swiss", 9);
    settings.acceleration = "baku";
    BOOST_TEST((newEvent(settings).acceleration == Acceleration::Baku));
    settings.acceleration = "fast";
    refused(settings, "acceleration", "'fast' is not none or baku");
    settings = settingsFor("chess", "round-robin");
    settings.acceleration = "baku";
    refused(settings, "acceleration", "accelerated pairings are for Swiss events (C.04.7)");
    settings = settingsFor("chess", "swiss", 9);
    settings.acceleration = "baku";
    settings.scoring = "3,1,0";
    refused(settings, "acceleration", "Baku acceleration needs win = 2 x draw and loss = 0 (C.04.7)");
    settings = settingsFor("chaturaji", "swiss", 9);
    settings.acceleration = "baku";
    refused(settings, "acceleration", "accelerated pairings (C.04.7) are for games of two");
}

BOOST_AUTO_TEST_CASE(a_store_that_holds_an_event_takes_no_second) {
    MemoryEventStore store;
    createEvent(store, settingsFor("chess", "swiss", 5));
    const long long revision = store.revision();
    EventSettings other = settingsFor("draughts", "swiss", 7);
    other.info.name = "Another";
    BOOST_CHECK_THROW(createEvent(store, other), Refusal);
    BOOST_TEST(store.revision() == revision);
    BOOST_TEST(store.load().info.name == "Test Open");
    // A refused setting creates nothing.
    MemoryEventStore empty;
    BOOST_CHECK_THROW(createEvent(empty, settingsFor("chess", "swiss", 0)), Refusal);
    BOOST_TEST(!empty.holdsEvent());
}

// Issue 38: an event may be paired by the FIDE Dubov system (C.04.4.1), a Swiss system like
// the Dutch one in everything but the pairing; it pairs games of two players only.
BOOST_AUTO_TEST_CASE(an_event_may_be_paired_by_the_dubov_system_of_two_player_games) {
    const Event event = newEvent(settingsFor("chess", "dubov", 7));
    BOOST_TEST((event.system == PairingSystem::Dubov));
    BOOST_TEST(!isRoundRobin(event.system));
    BOOST_TEST(event.planned_rounds == 7);
    BOOST_TEST(event.tiebreaks == std::vector<std::string>({"BH/C1", "BH", "SB", "DE"}));
    refused(settingsFor("chaturaji", "dubov", 5), "system", "the Dubov system pairs games of two players");
    refused(settingsFor("chess", "monrad", 5), "system",
            "is not round-robin, double-round-robin, swiss, dubov or burstein");
}

// Issue 38: an event may be paired by the FIDE Burstein system (C.04.4.2), games of two players.
BOOST_AUTO_TEST_CASE(an_event_may_be_paired_by_the_burstein_system_of_two_player_games) {
    const Event event = newEvent(settingsFor("chess", "burstein", 9));
    BOOST_TEST((event.system == PairingSystem::Burstein));
    BOOST_TEST(!isRoundRobin(event.system));
    BOOST_TEST(event.planned_rounds == 9);
    BOOST_TEST(event.tiebreaks == std::vector<std::string>({"BH/C1", "BH", "SB", "DE"}));
    refused(settingsFor("chaturaji", "burstein", 5), "system", "the Burstein system pairs games of two players");
}
