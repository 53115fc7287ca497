// Points are exact tenths; point systems give every kind of result its value.
#include <boost/test/unit_test.hpp>

#include "scoring/result.h"

using namespace tourney;

BOOST_AUTO_TEST_CASE(points_parse_and_print_exactly) {
    BOOST_TEST(Points::parse("2.5")->tenths() == 25);
    BOOST_TEST(Points::parse("2,5")->tenths() == 25);
    BOOST_TEST(Points::parse("\xC2\xBD")->tenths() == 5);
    BOOST_TEST(Points::parse("3\xC2\xBD")->tenths() == 35);
    BOOST_TEST(Points::parse(" 10 ")->tenths() == 100);
    BOOST_TEST(Points::parse("0.50")->tenths() == 5);
    BOOST_TEST(!Points::parse("0.25"));
    BOOST_TEST(!Points::parse("abc"));
    BOOST_TEST(!Points::parse(""));
    BOOST_TEST(Points::fromTenths(25).toString() == "2.5");
    BOOST_TEST(Points::whole(3).toString() == "3");
    BOOST_TEST(Points::whole(3).toFixed1() == "3.0");
    BOOST_TEST(Points::fromTenths(-5).toFixed1() == "-0.5");
}

BOOST_AUTO_TEST_CASE(point_systems_value_every_result) {
    PointSystem standard = PointSystem::standard();
    BOOST_TEST(standard.forOutcome(Outcome::Draw).tenths() == 5);
    BOOST_TEST(standard.forBye(ByeKind::Half).tenths() == 5);
    BOOST_TEST(standard.forBye(ByeKind::PairingAllocated).tenths() == 10);
    BOOST_TEST(standard.forBye(ByeKind::Zero).tenths() == 0);
    PointSystem draughts = PointSystem::fromValues(Points::whole(2), Points::whole(1), Points::whole(0));
    BOOST_TEST(draughts.forOutcome(Outcome::Win).tenths() == 20);
    BOOST_TEST(draughts.forOutcome(Outcome::Draw).tenths() == 10);
    BOOST_TEST(draughts.forOutcome(Outcome::ForfeitWin).tenths() == 20);
    BOOST_TEST(draughts.forBye(ByeKind::Half).tenths() == 10);
    auto custom = PointSystem::fromTriple("3,1,0");
    BOOST_REQUIRE(custom);
    BOOST_TEST((*custom == PointSystem::fromValues(Points::whole(3), Points::whole(1), Points::whole(0))));
    BOOST_TEST(custom->tripleText() == "3,1,0");
    BOOST_TEST(!PointSystem::fromTriple("1,2,0"));  // a draw worth more than a win
    BOOST_TEST(!PointSystem::fromTriple("1,0.5"));
    BOOST_TEST((PointSystem::fromTriple("1,0.5,0").value() == PointSystem::standard()));
}

// Issue 31 item 1: points are never rounded. Half of an odd number of tenths is no value of
// Points, and a decimal finer than tenths is told apart from text that is no number at all.
BOOST_AUTO_TEST_CASE(item_1_halves_are_exact_or_none_and_quarters_are_named) {
    BOOST_TEST((Points::whole(3).halved() == Points::fromTenths(15)));
    BOOST_TEST((Points::whole(2).halved() == Points::whole(1)));
    BOOST_TEST(!Points::fromTenths(15).halved().has_value());  // 0.75
    BOOST_TEST(!Points::fromTenths(1).halved().has_value());   // 0.05
    BOOST_TEST(Points::finerThanTenths("1.25"));
    BOOST_TEST(Points::finerThanTenths("0,75"));
    BOOST_TEST(Points::finerThanTenths(" 2.25 "));
    BOOST_TEST(!Points::finerThanTenths("1.5"));
    BOOST_TEST(!Points::finerThanTenths("1.50"));  // a number of tenths, written long
    BOOST_TEST(!Points::finerThanTenths("abc"));
    BOOST_TEST(!Points::finerThanTenths("1.2x"));
    BOOST_TEST(!Points::finerThanTenths("1.25.3"));
    BOOST_TEST(Points::finerThanTenthsIn("3,2.25,1,0").value_or("") == "2.25");
    BOOST_TEST(Points::finerThanTenthsIn("3/2/1.75/0").value_or("") == "1.75");
    BOOST_TEST(!Points::finerThanTenthsIn("3,2,1,0").has_value());
}
