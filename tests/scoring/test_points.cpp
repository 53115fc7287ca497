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
