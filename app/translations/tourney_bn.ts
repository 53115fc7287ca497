<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bn" sourcelanguage="en">
    <context>
        <name>help</name>
        <message>
            <source>Records a bye a player asked for in advance: he is not paired in that round
and scores the bye's points. A half-point bye by default.</source>
            <translation>কোনো খেলোয়াড়ের আগে থেকে চাওয়া বাই লিখে রাখে: সেই রাউন্ডে তাঁকে জোড়া হয় না,
তিনি বাইয়ের পয়েন্ট পান। সাধারণত হাফ-পয়েন্ট বাই।</translation>
        </message>
        <message>
            <source>Takes back a bye requested for a round not yet paired.</source>
            <translation>এখনো জোড়া হয়নি এমন রাউন্ডের জন্য চাওয়া বাই ফিরিয়ে নেয়।</translation>
        </message>
        <message>
            <source>Lists the byes requested for rounds not yet paired:
round&lt;TAB&gt;start&lt;TAB&gt;name&lt;TAB&gt;kind (TRF code H, Z or F).</source>
            <translation>এখনো জোড়া হয়নি এমন রাউন্ডের জন্য চাওয়া বাইয়ের তালিকা:
round&lt;TAB&gt;start&lt;TAB&gt;name&lt;TAB&gt;kind (TRF কোড H, Z বা F)।</translation>
        </message>
        <message>
            <source>The event file.</source>
            <translation>প্রতিযোগিতার ফাইল।</translation>
        </message>
        <message>
            <source>The round, not yet paired.</source>
            <translation>রাউন্ড, যা এখনো জোড়া হয়নি।</translation>
        </message>
        <message>
            <source>The player's start number.</source>
            <translation>খেলোয়াড়ের শুরুর নম্বর।</translation>
        </message>
        <message>
            <source>The bye's value, as the regulations allow (default half).</source>
            <translation>বাইয়ের মান, নিয়ম যেমন অনুমতি দেয় (সাধারণত half)।</translation>
        </message>
        <message>
            <source>byes requested in advance (Swiss)</source>
            <translation>আগে থেকে চাওয়া বাই (সুইস)</translation>
        </message>
        <message>
            <source>external pairing engine: --dutch IN.trf -p [OUT] | -c</source>
            <translation type="vanished">বাইরের জোড়া তৈরির ইঞ্জিন: --dutch IN.trf -p [OUT] | -c</translation>
        </message>
        <message>
            <source>Writes the event as a FIDE TRF-16 file, with the TRF-26 header lines for
rounds, scoring and system.</source>
            <translation type="vanished">প্রতিযোগিতাটি FIDE TRF-16 ফাইল হিসেবে লেখে, রাউন্ড, পয়েন্ট ও পদ্ধতির জন্য
TRF-26 শিরোনাম-লাইনসহ।</translation>
        </message>
        <message>
            <source>The TRF file to write (required).</source>
            <translation type="vanished">যে TRF ফাইল লেখা হবে (আবশ্যক)।</translation>
        </message>
        <message>
            <source>write the event as a FIDE TRF file</source>
            <translation type="vanished">প্রতিযোগিতাটি FIDE TRF ফাইল হিসেবে লেখে</translation>
        </message>
        <message>
            <source>Forbids the players named to meet in the rounds still to pair, for example
teammates. Every two of them form a forbidden pair.</source>
            <translation>নাম দেওয়া খেলোয়াড়দের বাকি রাউন্ডগুলোতে মুখোমুখি হওয়া নিষেধ করে, যেমন
একই দলের সদস্যদের। তাঁদের যেকোনো দুজন একটি নিষিদ্ধ জোড়া।</translation>
        </message>
        <message>
            <source>Allows the players named to meet again.</source>
            <translation>নাম দেওয়া খেলোয়াড়দের আবার মুখোমুখি হতে দেয়।</translation>
        </message>
        <message>
            <source>Lists the forbidden pairs: first&lt;TAB&gt;second, lower start number first.</source>
            <translation type="vanished">নিষিদ্ধ জোড়াগুলোর তালিকা: first&lt;TAB&gt;second, ছোট শুরুর নম্বর আগে।</translation>
        </message>
        <message>
            <source>Two or more start numbers separated by commas, e.g. 3,7,12: every two of them.</source>
            <translation>কমা দিয়ে আলাদা করা দুই বা ততোধিক শুরুর নম্বর, যেমন 3,7,12: তাদের যেকোনো দুটি।</translation>
        </message>
        <message>
            <source>pairs that must not meet (Swiss)</source>
            <translation>যে জোড়াদের দেখা হওয়া চলবে না (সুইস)</translation>
        </message>
        <message>
            <source>Creates an event file from a FIDE TRF file (TRF-16, with TRF-26 and
JaVaFo header lines).</source>
            <translation type="vanished">FIDE TRF ফাইল থেকে প্রতিযোগিতার ফাইল তৈরি করে (TRF-16, TRF-26 ও
JaVaFo শিরোনাম-লাইনসহ)।</translation>
        </message>
        <message>
            <source>The TRF file to read.</source>
            <translation type="vanished">যে TRF ফাইল পড়া হবে।</translation>
        </message>
        <message>
            <source>The event file to create.</source>
            <translation type="vanished">যে প্রতিযোগিতার ফাইল তৈরি হবে।</translation>
        </message>
        <message>
            <source>create an event file from a FIDE TRF file</source>
            <translation type="vanished">FIDE TRF ফাইল থেকে প্রতিযোগিতার ফাইল তৈরি করে</translation>
        </message>
        <message>
            <source>Prints the event's log: results replaced with --force, withdrawals
that turned games into forfeits, with the time (UTC) of each.</source>
            <translation type="vanished">প্রতিযোগিতার লগ দেখায়: --force দিয়ে বদলানো ফল, যে প্রত্যাহারে খেলা
ওয়াকওভার হয়েছে, প্রতিটির সময়সহ (UTC)।</translation>
        </message>
        <message>
            <source>print the event's log of overrides</source>
            <translation type="vanished">প্রতিযোগিতার পরিবর্তনের লগ দেখায়</translation>
        </message>
        <message>
            <source>Creates an event file.</source>
            <translation>প্রতিযোগিতার ফাইল তৈরি করে।</translation>
        </message>
        <message>
            <source>The event file to create (SQLite).</source>
            <translation>যে প্রতিযোগিতার ফাইল তৈরি হবে (SQLite)।</translation>
        </message>
        <message>
            <source>The event's name (required).</source>
            <translation>প্রতিযোগিতার নাম (আবশ্যক)।</translation>
        </message>
        <message>
            <source>chess, draughts, camelot or chaturaji (required).</source>
            <translation type="vanished">chess, draughts, camelot বা chaturaji (আবশ্যক)।</translation>
        </message>
        <message>
            <source>round-robin, double-round-robin or swiss (required).</source>
            <translation type="vanished">round-robin, double-round-robin বা swiss (আবশ্যক)।</translation>
        </message>
        <message>
            <source>Number of rounds (Swiss only; round robins derive it).</source>
            <translation type="vanished">রাউন্ডের সংখ্যা (শুধু সুইস; রাউন্ড রবিনে তা নিজে থেকেই ঠিক হয়)।</translation>
        </message>
        <message>
            <source>Points for a win, a draw and a loss, e.g. 3,1,0 (default 1,0.5,0; 2,1,0 for draughts).</source>
            <translation type="vanished">জয়, ড্র ও হারের পয়েন্ট, যেমন 3,1,0 (সাধারণত 1,0.5,0; ড্রাফটসে 2,1,0)।</translation>
        </message>
        <message>
            <source>Tie-break codes in order, e.g. BH/C1,BH,SB,DE (default DE,WIN,SB,KS for round robins, BH/C1,BH,SB,DE for Swiss).</source>
            <translation type="vanished">ক্রম অনুযায়ী টাই-ব্রেক কোড, যেমন BH/C1,BH,SB,DE (রাউন্ড রবিনে সাধারণত DE,WIN,SB,KS, সুইসে BH/C1,BH,SB,DE)।</translation>
        </message>
        <message>
            <source>Where the event is played.</source>
            <translation>প্রতিযোগিতা কোথায় হচ্ছে।</translation>
        </message>
        <message>
            <source>The organising federation's three-letter code.</source>
            <translation>আয়োজক ফেডারেশনের তিন অক্ষরের কোড।</translation>
        </message>
        <message>
            <source>First day, yyyy-mm-dd.</source>
            <translation>প্রথম দিন, yyyy-mm-dd।</translation>
        </message>
        <message>
            <source>Last day, yyyy-mm-dd.</source>
            <translation>শেষ দিন, yyyy-mm-dd।</translation>
        </message>
        <message>
            <source>The chief arbiter.</source>
            <translation>প্রধান আরবিটার।</translation>
        </message>
        <message>
            <source>The time control, e.g. 90'/40+30'+30".</source>
            <translation>সময় নিয়ন্ত্রণ, যেমন 90'/40+30'+30"।</translation>
        </message>
        <message>
            <source>Swiss only: none (default) or baku, the Baku accelerated
pairings (virtual points for pairing only).</source>
            <translation>শুধু সুইস: none (সাধারণত) বা baku, বাকু ত্বরিত
জোড়া (শুধু জোড়ার জন্য কাল্পনিক পয়েন্ট)।</translation>
        </message>
        <message>
            <source>create an event file</source>
            <translation>প্রতিযোগিতার ফাইল তৈরি করে</translation>
        </message>
        <message>
            <source>Pairs the next round and prints it. Refused while the previous round
lacks results.</source>
            <translation>পরের রাউন্ডের জোড়া তৈরি করে দেখায়। আগের রাউন্ডের ফল বাকি থাকলে
প্রত্যাখ্যাত হয়।</translation>
        </message>
        <message>
            <source>Also print how the pairing was reached.</source>
            <translation>জোড়া কীভাবে ঠিক হলো তাও দেখায়।</translation>
        </message>
        <message>
            <source>pair the next round</source>
            <translation>পরের রাউন্ডের জোড়া তৈরি করে</translation>
        </message>
        <message>
            <source>Prints a round's pairings and results.
tsv: board&lt;TAB&gt;white_start&lt;TAB&gt;black_start&lt;TAB&gt;result per game, then
a line per bye with black_start 0 and the bye's TRF code (U, H, F, Z; A: absent).</source>
            <translation type="vanished">একটি রাউন্ডের জোড়া ও ফল দেখায়।
tsv: প্রতি খেলায় board&lt;TAB&gt;white_start&lt;TAB&gt;black_start&lt;TAB&gt;result, তারপর
প্রতি বাইয়ের জন্য black_start 0 ও বাইয়ের TRF কোডসহ একটি লাইন (U, H, F, Z; A: অনুপস্থিত)।</translation>
        </message>
        <message>
            <source>The round (default: the last paired).</source>
            <translation>রাউন্ড (সাধারণত: শেষ জোড়া হওয়া রাউন্ড)।</translation>
        </message>
        <message>
            <source>text (default), tsv, csv or json.</source>
            <translation>text (সাধারণত), tsv, csv বা json।</translation>
        </message>
        <message>
            <source>print a round's pairings and results</source>
            <translation>একটি রাউন্ডের জোড়া ও ফল দেখায়</translation>
        </message>
        <message>
            <source>Counts the leaf nodes of the legal move tree from a position (perft).</source>
            <translation>একটি অবস্থান থেকে বৈধ চালের গাছের পাতা গোনে (perft)।</translation>
        </message>
        <message>
            <source>The game: chess (default), draughts, camelot, chaturaji.</source>
            <translation type="vanished">খেলা: chess (সাধারণত), draughts, camelot, chaturaji।</translation>
        </message>
        <message>
            <source>The start position in the game's own FEN (default: the game's initial
position).</source>
            <translation>খেলার নিজস্ব FEN-এ শুরুর অবস্থান (সাধারণত: খেলার প্রাথমিক
অবস্থান)।</translation>
        </message>
        <message>
            <source>Depth in plies, 0 to 20.</source>
            <translation>প্লাই-এ গভীরতা, 0 থেকে 20।</translation>
        </message>
        <message>
            <source>For a game played with dice: the throw of each turn, in order
(35,24 is two turns: 3 and 5, then 2 and 4).</source>
            <translation>পাশা দিয়ে খেলা খেলার জন্য: প্রতি দানের চাল, ক্রমানুসারে
(35,24 মানে দুটি দান: 3 ও 5, তারপর 2 ও 4)।</translation>
        </message>
        <message>
            <source>Also print the time taken and the nodes per second.</source>
            <translation>লাগা সময় ও প্রতি সেকেন্ডে নোডের সংখ্যাও দেখায়।</translation>
        </message>
        <message>
            <source>Registers the players of a UTF-8 CSV file, in file order. Its header row names
the columns name, rating, title, federation, fide_id, birth_year and sex in
any order; only name is required. After round 1 of a Swiss event is paired,
each is a late entry and takes his place in the initial ranking.</source>
            <translation type="vanished">একটি UTF-8 CSV ফাইলের খেলোয়াড়দের ফাইলের ক্রমে নিবন্ধন করে। এর শিরোনাম-সারিতে
name, rating, title, federation, fide_id, birth_year ও sex কলামগুলোর নাম থাকে,
যেকোনো ক্রমে; শুধু name আবশ্যক। সুইস প্রতিযোগিতার রাউন্ড 1 জোড়া হওয়ার পর
প্রত্যেকে দেরিতে আসা খেলোয়াড় এবং প্রাথমিক র‍্যাঙ্কিংয়ে নিজের জায়গা পান।</translation>
        </message>
        <message>
            <source>Lists the players by start number.</source>
            <translation type="vanished">শুরুর নম্বর অনুযায়ী খেলোয়াড়দের তালিকা দেখায়।</translation>
        </message>
        <message>
            <source>Withdraws a player: from round R on they are not paired. Games of theirs
already paired from round R on and without a result are lost by forfeit.</source>
            <translation>একজন খেলোয়াড়কে প্রত্যাহার করে: রাউন্ড R থেকে তাঁকে জোড়া হয় না। রাউন্ড R থেকে
ইতিমধ্যে জোড়া হওয়া ও ফলহীন তাঁর খেলাগুলো ওয়াকওভারে হার।</translation>
        </message>
        <message>
            <source>The players.</source>
            <translation>খেলোয়াড়েরা।</translation>
        </message>
        <message>
            <source>Name, any script; "Surname, Given" by FIDE convention (required).</source>
            <translation type="vanished">নাম, যেকোনো লিপিতে; FIDE রীতিতে "পদবি, নাম" (আবশ্যক)।</translation>
        </message>
        <message>
            <source>Rating (0 or absent: unrated).</source>
            <translation type="vanished">রেটিং (0 বা না দিলে: রেটিংহীন)।</translation>
        </message>
        <message>
            <source>Title: GM, IM, FM, WGM, ...</source>
            <translation>খেতাব: GM, IM, FM, WGM, ...</translation>
        </message>
        <message>
            <source>Three-letter federation code.</source>
            <translation>তিন অক্ষরের ফেডারেশন কোড।</translation>
        </message>
        <message>
            <source>FIDE id.</source>
            <translation>FIDE আইডি।</translation>
        </message>
        <message>
            <source>Year of birth.</source>
            <translation type="vanished">জন্মসাল।</translation>
        </message>
        <message>
            <source>Sex.</source>
            <translation>লিঙ্গ।</translation>
        </message>
        <message>
            <source>Late entries to a Swiss event: what each round already paired scores, zero or half
(a zero-point or half-point bye, as the regulations say), or full; one value for every
missed round, or one per round separated by commas (default: zero).</source>
            <translation>সুইস প্রতিযোগিতায় দেরিতে আসা খেলোয়াড়: ইতিমধ্যে জোড়া হওয়া প্রতিটি রাউন্ডে কত পয়েন্ট, zero বা half
(নিয়ম অনুযায়ী শূন্য-পয়েন্ট বা হাফ-পয়েন্ট বাই), অথবা full; বাদ পড়া সব রাউন্ডের জন্য
একটি মান, বা কমা দিয়ে আলাদা করে প্রতি রাউন্ডে একটি (সাধারণত: zero)।</translation>
        </message>
        <message>
            <source>text (default), or tsv, csv and json with a header line.</source>
            <translation>text (সাধারণত), অথবা শিরোনাম-লাইনসহ tsv, csv ও json।</translation>
        </message>
        <message>
            <source>The first round the player misses (default: the next round to pair).</source>
            <translation>খেলোয়াড়ের বাদ পড়া প্রথম রাউন্ড (সাধারণত: পরের জোড়া হওয়ার রাউন্ড)।</translation>
        </message>
        <message>
            <source>register, import, list and withdraw players</source>
            <translation type="vanished">খেলোয়াড় নিবন্ধন, আমদানি, তালিকা ও প্রত্যাহার</translation>
        </message>
        <message>
            <source>Writes the event as a small static web site: an index, the pairings of every
round, the standings and the crosstable (round robin) or wall chart (Swiss).
Pages read on a phone and print cleanly. FILE is an event file or a .trf file.</source>
            <translation>প্রতিযোগিতাটিকে একটি ছোট স্থির ওয়েবসাইট হিসেবে লেখে: সূচিপত্র, প্রতিটি রাউন্ডের
জোড়া, অবস্থান এবং ক্রসটেবিল (রাউন্ড রবিন) বা ওয়াল চার্ট (সুইস)।
পাতাগুলো ফোনে পড়া যায় ও পরিষ্কার ছাপা হয়। FILE প্রতিযোগিতার ফাইল বা .trf ফাইল।</translation>
        </message>
        <message>
            <source>The event file, or a FIDE TRF file (.trf).</source>
            <translation>প্রতিযোগিতার ফাইল, বা একটি FIDE TRF ফাইল (.trf)।</translation>
        </message>
        <message>
            <source>The folder to write the site into (required; created when missing).</source>
            <translation>যে ফোল্ডারে সাইটটি লেখা হবে (আবশ্যক; না থাকলে তৈরি হয়)।</translation>
        </message>
        <message>
            <source>write the event as a static HTML site</source>
            <translation>প্রতিযোগিতাটি স্থির HTML সাইট হিসেবে লেখে</translation>
        </message>
        <message>
            <source>Prints a report of the event as PDF (or CSV when OUT ends in .csv).
KIND: pairings (of a round, byes below the boards), standings (with every
tie-break), crosstable (round robins), wallchart (Swiss events), scoresheets
(every game of a round, two to a page). FILE is an event file or a .trf file.</source>
            <translation type="vanished">প্রতিযোগিতার একটি প্রতিবেদন PDF হিসেবে ছাপে (OUT .csv-তে শেষ হলে CSV)।
KIND: pairings (একটি রাউন্ডের জোড়া, বোর্ডের নিচে বাই), standings (সব
টাই-ব্রেকসহ অবস্থান), crosstable (রাউন্ড রবিন), wallchart (সুইস), scoresheets
(একটি রাউন্ডের প্রতিটি খেলা, প্রতি পাতায় দুটি)। FILE প্রতিযোগিতার ফাইল বা .trf ফাইল।</translation>
        </message>
        <message>
            <source>pairings, standings, crosstable, wallchart or scoresheets.</source>
            <translation type="vanished">pairings, standings, crosstable, wallchart বা scoresheets।</translation>
        </message>
        <message>
            <source>Pairings and scoresheets of round R; tables after round R (default: the last paired round).</source>
            <translation>রাউন্ড R-এর জোড়া ও স্কোরশিট; রাউন্ড R-এর পরের টেবিল (সাধারণত: শেষ জোড়া হওয়া রাউন্ড)।</translation>
        </message>
        <message>
            <source>Paper size: a4 (default) or letter.</source>
            <translation>কাগজের মাপ: a4 (সাধারণত) বা letter।</translation>
        </message>
        <message>
            <source>The file to write (required).</source>
            <translation>যে ফাইল লেখা হবে (আবশ্যক)।</translation>
        </message>
        <message>
            <source>print pairings, standings, crosstable, wall chart or scoresheets as PDF</source>
            <translation type="vanished">জোড়া, অবস্থান, ক্রসটেবিল, ওয়াল চার্ট বা স্কোরশিট PDF হিসেবে ছাপে</translation>
        </message>
        <message>
            <source>Enters a game's result: 1-0, 0-1, 1/2-1/2 (or ½-½), forfeits +/-, -/+, -/-,
and for draughts also 2-0, 1-1, 0-2.</source>
            <translation type="vanished">একটি খেলার ফল লেখে: 1-0, 0-1, 1/2-1/2 (বা ½-½), ওয়াকওভার +/-, -/+, -/-,
আর ড্রাফটসে 2-0, 1-1, 0-2-ও।</translation>
        </message>
        <message>
            <source>The round.</source>
            <translation>রাউন্ড।</translation>
        </message>
        <message>
            <source>The board.</source>
            <translation type="vanished">বোর্ড।</translation>
        </message>
        <message>
            <source>The result, White's first.</source>
            <translation type="vanished">ফল, সাদার আগে।</translation>
        </message>
        <message>
            <source>The game's record (PGN for chess, PDN for draughts, WCF for Camelot): checked
move by move against the result, and kept with the game.</source>
            <translation type="vanished">খেলার রেকর্ড (দাবায় PGN, ড্রাফটসে PDN, ক্যামেলটে WCF): ফলের সঙ্গে
চাল ধরে ধরে মেলানো হয় এবং খেলার সঙ্গে রাখা হয়।</translation>
        </message>
        <message>
            <source>Replace a result already entered (written to the event's log).</source>
            <translation type="vanished">আগে লেখা ফল বদলায় (প্রতিযোগিতার লগে লেখা হয়)।</translation>
        </message>
        <message>
            <source>enter a game's result</source>
            <translation type="vanished">একটি খেলার ফল লেখে</translation>
        </message>
        <message>
            <source>Sets the event's tie-breaks, in order (e.g. BH/C1,BH,SB,DE). Once round 1 is paired, a change needs --force and is logged.</source>
            <translation>প্রতিযোগিতার টাই-ব্রেক ক্রমানুসারে ঠিক করে (যেমন BH/C1,BH,SB,DE)। রাউন্ড 1 জোড়া হওয়ার পর পরিবর্তনে --force লাগে এবং তা লগে লেখা হয়।</translation>
        </message>
        <message>
            <source>Tie-break codes as TRF-26 line 202 writes them.</source>
            <translation>TRF-26-এর 202 লাইন যেভাবে লেখে সেভাবে টাই-ব্রেক কোড।</translation>
        </message>
        <message>
            <source>Change the list although rounds are already paired (an arbiter's decision, logged).</source>
            <translation>রাউন্ড জোড়া হয়ে গেলেও তালিকা বদলায় (আরবিটারের সিদ্ধান্ত, লগে লেখা হয়)।</translation>
        </message>
        <message>
            <source>change the event's tie-break list (logged once rounds are paired)</source>
            <translation>প্রতিযোগিতার টাই-ব্রেক তালিকা বদলায় (রাউন্ড জোড়া হওয়ার পর লগে লেখা হয়)</translation>
        </message>
        <message>
            <source>Prints the standings: rank, start number, name, rating, federation,
points, then the event's tie-breaks in order.</source>
            <translation>অবস্থান দেখায়: ক্রম, শুরুর নম্বর, নাম, রেটিং, ফেডারেশন,
পয়েন্ট, তারপর প্রতিযোগিতার টাই-ব্রেক ক্রমানুসারে।</translation>
        </message>
        <message>
            <source>Standings after round R (default: every paired round).</source>
            <translation>রাউন্ড R-এর পরের অবস্থান (সাধারণত: সব জোড়া হওয়া রাউন্ড)।</translation>
        </message>
        <message>
            <source>text (default), csv, tsv or json.</source>
            <translation type="vanished">text (সাধারণত), csv, tsv বা json।</translation>
        </message>
        <message>
            <source>print the standings with the event's tie-breaks</source>
            <translation>প্রতিযোগিতার টাই-ব্রেকসহ অবস্থান দেখায়</translation>
        </message>
        <message>
            <source>Computes FIDE tie-breaks from a TRF file. Prints a '#' header, then one line per
player in starting-rank order: start rank, points and each tie-break, separated by tabs.
Codes as TRF-26 writes them, e.g. BH/C1,BH,SB,DE,WIN,KS/L+1,ARO/C1,TPR.</source>
            <translation>একটি TRF ফাইল থেকে FIDE টাই-ব্রেক হিসাব করে। একটি '#' শিরোনাম দেখায়, তারপর শুরুর ক্রম
অনুযায়ী প্রতি খেলোয়াড়ের একটি লাইন: শুরুর ক্রম, পয়েন্ট ও প্রতিটি টাই-ব্রেক, ট্যাব দিয়ে আলাদা।
কোড TRF-26 যেভাবে লেখে, যেমন BH/C1,BH,SB,DE,WIN,KS/L+1,ARO/C1,TPR।</translation>
        </message>
        <message>
            <source>The tournament, as a TRF file (required).</source>
            <translation>প্রতিযোগিতা, TRF ফাইল হিসেবে (আবশ্যক)।</translation>
        </message>
        <message>
            <source>Tie-break codes, separated by commas (default: the TRF's 202 line).</source>
            <translation>কমা দিয়ে আলাদা করা টাই-ব্রেক কোড (সাধারণত: TRF-এর 202 লাইন)।</translation>
        </message>
        <message>
            <source>Edition of the tie-break rules: 2024 or 2026 (default: by the event's start date).</source>
            <translation>টাই-ব্রেক নিয়মের সংস্করণ: 2024 বা 2026 (সাধারণত: প্রতিযোগিতার শুরুর তারিখ অনুযায়ী)।</translation>
        </message>
        <message>
            <source>Standings after this round (default: all rounds).</source>
            <translation>এই রাউন্ডের পরের অবস্থান (সাধারণত: সব রাউন্ড)।</translation>
        </message>
        <message>
            <source>Rating that unrated players count with.</source>
            <translation>রেটিংহীন খেলোয়াড়দের যে রেটিং ধরা হয়।</translation>
        </message>
        <message>
            <source>Compute as a Swiss event.</source>
            <translation>সুইস প্রতিযোগিতা হিসেবে হিসাব করে।</translation>
        </message>
        <message>
            <source>Compute as a round robin.</source>
            <translation>রাউন্ড রবিন হিসেবে হিসাব করে।</translation>
        </message>
        <message>
            <source>Removes the last paired round, while none of its games has a result.</source>
            <translation type="vanished">শেষ জোড়া হওয়া রাউন্ডটি সরিয়ে দেয়, যতক্ষণ তার কোনো খেলার ফল নেই।</translation>
        </message>
        <message>
            <source>remove the last round while it has no results</source>
            <translation type="vanished">ফলহীন শেষ রাউন্ডটি সরায়</translation>
        </message>
        <message>
            <source>The record file (PGN for chess, PDN for draughts, ...).</source>
            <translation type="vanished">রেকর্ডের ফাইল (দাবায় PGN, ড্রাফটসে PDN, ...)।</translation>
        </message>
        <message>
            <source>text (default) or tsv: index, verdict, ply, reason per game.</source>
            <translation>text (সাধারণত) বা tsv: প্রতি খেলায় index, verdict, ply, reason।</translation>
        </message>
        <message>
            <source>Usage: tourney &lt;command&gt; [options]</source>
            <translation>ব্যবহার: tourney &lt;command&gt; [options]</translation>
        </message>
        <message>
            <source>Commands:</source>
            <translation>কমান্ড:</translation>
        </message>
        <message>
            <source>'tourney &lt;command&gt; --help' describes each command.</source>
            <translation>'tourney &lt;command&gt; --help' প্রতিটি কমান্ডের বর্ণনা দেয়।</translation>
        </message>
        <message>
            <source>Every command also takes --lang en|bn (the language of help, messages and report labels;
or TOURNEY_LANG) and --digits ascii|bengali (the digits of reports; or TOURNEY_DIGITS).</source>
            <translation>প্রতিটি কমান্ড --lang en|bn (সাহায্য, বার্তা ও প্রতিবেদনের লেবেলের ভাষা; বা TOURNEY_LANG)
এবং --digits ascii|bengali (প্রতিবেদনের অঙ্ক; বা TOURNEY_DIGITS)-ও নেয়।</translation>
        </message>
        <message>
            <source>unknown command '%1'</source>
            <translation>অজানা কমান্ড '%1'</translation>
        </message>
        <message>
            <source>count the legal move tree of a position (move generator check)</source>
            <translation>একটি অবস্থানের বৈধ চালের গাছ গোনে (চাল-তৈরির যাচাই)</translation>
        </message>
        <message>
            <source>compute FIDE tie-breaks from a TRF file</source>
            <translation>একটি TRF ফাইল থেকে FIDE টাই-ব্রেক হিসাব করে</translation>
        </message>
        <message>
            <source>replay game records and judge their results</source>
            <translation>খেলার রেকর্ড আবার চালিয়ে তাদের ফল যাচাই করে</translation>
        </message>
        <message>
            <source>Defines a category of players, for standings (--category) and prizes.
Examples: category add open.tourney U16; category add open.tourney Girls --rule women,U16;
category add open.tourney U1800 --rule "rating&lt;1800".</source>
            <translation>খেলোয়াড়দের একটি বিভাগ তৈরি করে, অবস্থান (--category) ও পুরস্কারের জন্য।
উদাহরণ: category add open.tourney U16; category add open.tourney Girls --rule women,U16;
category add open.tourney U1800 --rule "rating&lt;1800"।</translation>
        </message>
        <message>
            <source>Removes a category no prize is given in.</source>
            <translation>যে বিভাগে কোনো পুরস্কার দেওয়া হয় না, তা সরিয়ে দেয়।</translation>
        </message>
        <message>
            <source>The category's name, as standings and prizes name it.</source>
            <translation>বিভাগের নাম, অবস্থান ও পুরস্কারে যে নামে দেখানো হয়।</translation>
        </message>
        <message>
            <source>The category's name.</source>
            <translation>বিভাগের নাম।</translation>
        </message>
        <message>
            <source>Conditions, comma-separated, all of which must hold: women; unrated; rated;
U8 .. U20 (born in the event's year minus 8 .. 20 or later); S50, S65 (born in the
event's year minus 50, 65 or earlier); rating&lt;1800 (the unrated count as 0);
rating&gt;=2000; rating=1800-1999; federation=IND; club=NAME. Default: the name.</source>
            <translation>কমা দিয়ে আলাদা করা শর্ত, যার সবগুলো মানতে হবে: women; unrated; rated;
U8 .. U20 (প্রতিযোগিতার বছর বিয়োগ 8 .. 20 সালে বা পরে জন্ম); S50, S65 (প্রতিযোগিতার
বছর বিয়োগ 50, 65 সালে বা আগে জন্ম); rating&lt;1800 (রেটিংহীনদের 0 ধরা হয়);
rating&gt;=2000; rating=1800-1999; federation=IND; club=NAME। সাধারণত: নামটি।</translation>
        </message>
        <message>
            <source>define, list and remove categories of players (women, U16, ...)</source>
            <translation>খেলোয়াড়দের বিভাগ তৈরি, তালিকা ও সরানো (women, U16, ...)</translation>
        </message>
        <message>
            <source>Draws the round robin's numbers by lot, before round 1: the players' places in
the Berger table. A seed gives the same draw on any machine, so anyone can check
it; without one, a seed is drawn at random and printed. Or give the order drawn by
hand.</source>
            <translation>রাউন্ড 1-এর আগে লটারিতে রাউন্ড রবিনের নম্বর টানে: বার্গার ছকে
খেলোয়াড়দের জায়গা। একটি সিড যেকোনো যন্ত্রে একই লটারি দেয়, তাই যে কেউ তা
যাচাই করতে পারেন; সিড না দিলে এলোমেলোভাবে একটি বেছে নিয়ে দেখানো হয়। অথবা হাতে
টানা ক্রম দিন।</translation>
        </message>
        <message>
            <source>The seed of the draw (a whole number).</source>
            <translation>লটারির সিড (একটি পূর্ণসংখ্যা)।</translation>
        </message>
        <message>
            <source>The drawn order by hand: the current start numbers in their new order, e.g. 3,1,4,2.</source>
            <translation>হাতে টানা ক্রম: বর্তমান শুরুর নম্বরগুলো তাদের নতুন ক্রমে, যেমন 3,1,4,2।</translation>
        </message>
        <message>
            <source>draw a round robin's numbers by lot (before round 1)</source>
            <translation>লটারিতে রাউন্ড রবিনের নম্বর টানে (রাউন্ড 1-এর আগে)</translation>
        </message>
        <message>
            <source>external pairing engine: --dutch IN.trf -p [OUT] | -c | -g CONFIG -o OUT</source>
            <translation type="vanished">বাইরের জোড়া তৈরির ইঞ্জিন: --dutch IN.trf -p [OUT] | -c | -g CONFIG -o OUT</translation>
        </message>
        <message>
            <source>Writes the event as a FIDE TRF-16 file, with the TRF-26 header lines for
rounds, scoring and system; or every seat of every game and every bye as
CSV or JSON (round, table, seat, start, name, game points, place, points).
TRF has no form for tables of four: export such events as CSV or JSON.</source>
            <translation type="vanished">প্রতিযোগিতাটি FIDE TRF-16 ফাইল হিসেবে লেখে, রাউন্ড, পয়েন্ট ও পদ্ধতির জন্য
TRF-26 শিরোনাম-লাইনসহ; অথবা প্রতিটি খেলার প্রতিটি আসন ও প্রতিটি বাই
CSV বা JSON হিসেবে (রাউন্ড, টেবিল, আসন, শুরুর নম্বর, নাম, খেলার পয়েন্ট, স্থান, পয়েন্ট)।
চারজনের টেবিলের জন্য TRF-এ কোনো রূপ নেই: এমন প্রতিযোগিতা CSV বা JSON হিসেবে রপ্তানি করুন।</translation>
        </message>
        <message>
            <source>The TRF file to write.</source>
            <translation>যে TRF ফাইল লেখা হবে।</translation>
        </message>
        <message>
            <source>The CSV file to write.</source>
            <translation>যে CSV ফাইল লেখা হবে।</translation>
        </message>
        <message>
            <source>The JSON file to write.</source>
            <translation>যে JSON ফাইল লেখা হবে।</translation>
        </message>
        <message>
            <source>write the event as a FIDE TRF file, or its results as CSV or JSON</source>
            <translation type="vanished">প্রতিযোগিতাটি FIDE TRF ফাইল হিসেবে, বা তার ফল CSV বা JSON হিসেবে লেখে</translation>
        </message>
        <message>
            <source>Prints the event's log: every result entered, corrected or cleared, every
pairing, change by hand and unpairing, every player change and withdrawal,
with the local time of each.</source>
            <translation type="vanished">প্রতিযোগিতার লগ দেখায়: লেখা, সংশোধিত বা মোছা প্রতিটি ফল, প্রতিটি
জোড়া, হাতে করা পরিবর্তন ও জোড়া বাতিল, খেলোয়াড়ের প্রতিটি পরিবর্তন ও প্রত্যাহার,
প্রতিটির স্থানীয় সময়সহ।</translation>
        </message>
        <message>
            <source>Number of rounds (Swiss; round robins derive it, but a round robin at
tables of four may be given fewer or more).</source>
            <translation>রাউন্ডের সংখ্যা (সুইস; রাউন্ড রবিনে তা নিজে থেকেই ঠিক হয়, তবে চারজনের
টেবিলের রাউন্ড রবিনে কম বা বেশি দেওয়া যায়)।</translation>
        </message>
        <message>
            <source>Games at tables of four (chaturaji): the points of each place at a
table, first place first (default 3,2,1,0); tied seats share.</source>
            <translation type="vanished">চারজনের টেবিলের খেলা (চতুরাজি): টেবিলে প্রতিটি স্থানের
পয়েন্ট, প্রথম স্থান আগে (সাধারণত 3,2,1,0); সমান আসনগুলো ভাগ করে নেয়।</translation>
        </message>
        <message>
            <source>Games at tables of four: a bye's score (default: the mean of --placement).</source>
            <translation>চারজনের টেবিলের খেলা: বাইয়ের পয়েন্ট (সাধারণত: --placement-এর গড়)।</translation>
        </message>
        <message>
            <source>Tie-break codes in order, e.g. BH/C1,BH,SB,DE (default DE,WIN,SB,KS for round robins, BH/C1,BH,SB,DE for Swiss;
at tables of four GP,WIN,BH,DE: game points, first places, Buchholz, direct encounter).</source>
            <translation type="vanished">ক্রম অনুযায়ী টাই-ব্রেক কোড, যেমন BH/C1,BH,SB,DE (রাউন্ড রবিনে সাধারণত DE,WIN,SB,KS, সুইসে BH/C1,BH,SB,DE;
চারজনের টেবিলে GP,WIN,BH,DE: খেলার পয়েন্ট, প্রথম স্থান, Buchholz, সরাসরি মুখোমুখি)।</translation>
        </message>
        <message>
            <source>print the title norms players meet (B.01)</source>
            <translation>খেলোয়াড়দের অর্জিত খেতাবের নর্ম দেখায় (B.01)</translation>
        </message>
        <message>
            <source>The round's date, for the TRF (default: today, local time).</source>
            <translation>রাউন্ডের তারিখ, TRF-এর জন্য (সাধারণত: আজ, স্থানীয় সময়ে)।</translation>
        </message>
        <message>
            <source>The round: the last paired, before its results.</source>
            <translation>রাউন্ড: শেষ জোড়া হওয়া রাউন্ড, তার ফল আসার আগে।</translation>
        </message>
        <message>
            <source>change the last round's pairings by hand (logged)</source>
            <translation>শেষ রাউন্ডের জোড়া হাতে বদলায় (লগে লেখা হয়)</translation>
        </message>
        <message>
            <source>Prints a round's pairings and results.
tsv: board&lt;TAB&gt;white_start&lt;TAB&gt;black_start&lt;TAB&gt;result per game, then
a line per bye with black_start 0 and the bye's TRF code (U, H, F, Z; A: absent).
At tables of four: table&lt;TAB&gt;red&lt;TAB&gt;green&lt;TAB&gt;yellow&lt;TAB&gt;black&lt;TAB&gt;result
(start numbers; the result as entered, e.g. 12-5-0-3), then a line per bye with
table 0, the player in the red column, 0 in the others and the bye's code.</source>
            <translation type="vanished">একটি রাউন্ডের জোড়া ও ফল দেখায়।
tsv: প্রতি খেলায় board&lt;TAB&gt;white_start&lt;TAB&gt;black_start&lt;TAB&gt;result, তারপর
প্রতি বাইয়ের জন্য black_start 0 ও বাইয়ের TRF কোডসহ একটি লাইন (U, H, F, Z; A: অনুপস্থিত)।
চারজনের টেবিলে: table&lt;TAB&gt;red&lt;TAB&gt;green&lt;TAB&gt;yellow&lt;TAB&gt;black&lt;TAB&gt;result
(শুরুর নম্বর; ফল যেভাবে লেখা হয়েছে, যেমন 12-5-0-3), তারপর প্রতি বাইয়ের জন্য
table 0, red কলামে খেলোয়াড়, অন্যগুলোতে 0 ও বাইয়ের কোডসহ একটি লাইন।</translation>
        </message>
        <message>
            <source>Every player by name with his board, colour and opponent: the sheet at the door.</source>
            <translation>নাম অনুযায়ী প্রতিটি খেলোয়াড়, তাঁর বোর্ড, রং ও প্রতিপক্ষসহ: দরজায় টাঙানোর তালিকা।</translation>
        </message>
        <message>
            <source>Registers the players of a UTF-8 CSV file, in file order. Its header row names
the columns name, rating, title, federation, fide_id, birth_year, sex, club,
latin name and k factor in any order; only name is required. After round 1 of a Swiss event is paired,
each is a late entry and takes his place in the initial ranking.</source>
            <translation>একটি UTF-8 CSV ফাইলের খেলোয়াড়দের ফাইলের ক্রমে নিবন্ধন করে। এর শিরোনাম-সারিতে
name, rating, title, federation, fide_id, birth_year, sex, club,
latin name ও k factor কলামগুলোর নাম থাকে, যেকোনো ক্রমে; শুধু name আবশ্যক। সুইস প্রতিযোগিতার রাউন্ড 1 জোড়া হওয়ার পর
প্রত্যেকে দেরিতে আসা খেলোয়াড় এবং প্রাথমিক র‍্যাঙ্কিংয়ে নিজের জায়গা পান।</translation>
        </message>
        <message>
            <source>Lists the players by start number (or by name).</source>
            <translation>শুরুর নম্বর (বা নাম) অনুযায়ী খেলোয়াড়দের তালিকা দেখায়।</translation>
        </message>
        <message>
            <source>Prints a player's card: every round with colour, opponent and his rating,
result and points; for chess the expected score and FIDE rating change of each
rated game (B.02); below, the rating change, the performance and the tie-breaks.</source>
            <translation>একজন খেলোয়াড়ের কার্ড দেখায়: প্রতিটি রাউন্ড রং, প্রতিপক্ষ ও তাঁর রেটিং,
ফল ও পয়েন্টসহ; দাবায় প্রতিটি রেটিংযুক্ত খেলার প্রত্যাশিত স্কোর ও FIDE রেটিং
পরিবর্তন (B.02); নিচে রেটিং পরিবর্তন, পারফরম্যান্স ও টাই-ব্রেক।</translation>
        </message>
        <message>
            <source>Changes a player's details. Before round 1 of a Swiss event the players are
numbered by the initial ranking again; afterwards numbers stay and the change is logged.</source>
            <translation>একজন খেলোয়াড়ের তথ্য বদলায়। সুইস প্রতিযোগিতার রাউন্ড 1-এর আগে খেলোয়াড়দের
আবার প্রাথমিক র‍্যাঙ্কিং অনুযায়ী নম্বর দেওয়া হয়; পরে নম্বর একই থাকে এবং পরিবর্তন লগে লেখা হয়।</translation>
        </message>
        <message>
            <source>Removes a player registered by mistake, before his first pairing. The players
after him move up one number.</source>
            <translation>ভুল করে নিবন্ধিত খেলোয়াড়কে তাঁর প্রথম জোড়ার আগে সরিয়ে দেয়। তাঁর পরের
খেলোয়াড়েরা এক নম্বর করে এগিয়ে আসেন।</translation>
        </message>
        <message>
            <source>Fills and updates the players from FIDE's rating list, by FIDE id: standard
rating, title, federation, year of birth, sex, K factor, and the Latin name of a
player whose name is in another script. LIST is players_list_foa.txt or
players_list_xml.xml as FIDE publishes them (unzipped); the file is read as a
stream and only the event's players are kept. A malformed file changes nothing.</source>
            <translation>FIDE আইডি ধরে FIDE-এর রেটিং তালিকা থেকে খেলোয়াড়দের তথ্য ভরে ও হালনাগাদ করে: স্ট্যান্ডার্ড
রেটিং, খেতাব, ফেডারেশন, জন্মসাল, লিঙ্গ, K ফ্যাক্টর, এবং যে খেলোয়াড়ের নাম অন্য
লিপিতে, তাঁর লাতিন নাম। LIST হলো FIDE যেভাবে প্রকাশ করে সেই players_list_foa.txt বা
players_list_xml.xml (আনজিপ করা); ফাইলটি ধারা হিসেবে পড়া হয় এবং শুধু
প্রতিযোগিতার খেলোয়াড়দের রাখা হয়। ত্রুটিপূর্ণ ফাইল কিছুই বদলায় না।</translation>
        </message>
        <message>
            <source>FIDE's rating list: players_list_foa.txt or players_list_xml.xml.</source>
            <translation>FIDE-এর রেটিং তালিকা: players_list_foa.txt বা players_list_xml.xml।</translation>
        </message>
        <message>
            <source>Rating (0: unrated).</source>
            <translation>রেটিং (0: রেটিংহীন)।</translation>
        </message>
        <message>
            <source>Date or year of birth: 2008, 2008-05-17 or 17.05.2008.</source>
            <translation>জন্মতারিখ বা জন্মসাল: 2008, 2008-05-17 বা 17.05.2008।</translation>
        </message>
        <message>
            <source>Year of birth (as --birth).</source>
            <translation>জন্মসাল (--birth-এর মতো)।</translation>
        </message>
        <message>
            <source>Club.</source>
            <translation>ক্লাব।</translation>
        </message>
        <message>
            <source>The name in Latin letters, for FIDE's reports (TRF), when --name is not.</source>
            <translation>লাতিন অক্ষরে নাম, FIDE-এর প্রতিবেদনের (TRF) জন্য, যখন --name লাতিন অক্ষরে নয়।</translation>
        </message>
        <message>
            <source>The FIDE rating list's K factor: 40, 20 or 10.</source>
            <translation>FIDE রেটিং তালিকার K ফ্যাক্টর: 40, 20 বা 10।</translation>
        </message>
        <message>
            <source>By name, with each player's start number: the alphabetical list.</source>
            <translation>নাম অনুযায়ী, প্রতিটি খেলোয়াড়ের শুরুর নম্বরসহ: বর্ণানুক্রমিক তালিকা।</translation>
        </message>
        <message>
            <source>Take the withdrawal back: he is paired again from the next round on.</source>
            <translation>প্রত্যাহার ফিরিয়ে নেয়: পরের রাউন্ড থেকে তাঁকে আবার জোড়া হয়।</translation>
        </message>
        <message>
            <source>register, import, list, edit, remove, withdraw and update players; a player's card</source>
            <translation>খেলোয়াড় নিবন্ধন, আমদানি, তালিকা, সম্পাদনা, সরানো, প্রত্যাহার ও হালনাগাদ; খেলোয়াড়ের কার্ড</translation>
        </message>
        <message>
            <source>Adds a prize to the prize table: an overall prize, or one of a category.
Example: prize add open.tourney "1st" 5000; prize add open.tourney "Best U16" 500 --category U16.</source>
            <translation>পুরস্কারের তালিকায় একটি পুরস্কার যোগ করে: সামগ্রিক পুরস্কার, বা কোনো বিভাগের।
উদাহরণ: prize add open.tourney "1st" 5000; prize add open.tourney "Best U16" 500 --category U16।</translation>
        </message>
        <message>
            <source>Removes a prize: its number in prize list.</source>
            <translation>একটি পুরস্কার সরায়: prize list-এ তার নম্বর।</translation>
        </message>
        <message>
            <source>How players tied on points share prizes: tiebreak (the default: tie-breaks decide,
each prize is paid whole) or hort (the Hort system: each winner keeps half of his
prize, the other halves of the tied winners are shared equally).</source>
            <translation type="vanished">পয়েন্টে সমান খেলোয়াড়েরা কীভাবে পুরস্কার ভাগ করেন: tiebreak (সাধারণত: টাই-ব্রেক ঠিক করে,
প্রতিটি পুরস্কার পুরোটা দেওয়া হয়) বা hort (হোর্ট পদ্ধতি: প্রত্যেক বিজয়ী নিজের পুরস্কারের
অর্ধেক রাখেন, সমান বিজয়ীদের বাকি অর্ধেকগুলো সমানভাবে ভাগ হয়)।</translation>
        </message>
        <message>
            <source>The prize's name: 1st, 2nd, Best U16, ...</source>
            <translation>পুরস্কারের নাম: 1st, 2nd, Best U16, ...</translation>
        </message>
        <message>
            <source>The amount: 5000 or 5000.50.</source>
            <translation>পরিমাণ: 5000 বা 5000.50।</translation>
        </message>
        <message>
            <source>The prize's number in prize list.</source>
            <translation>prize list-এ পুরস্কারের নম্বর।</translation>
        </message>
        <message>
            <source>tiebreak or hort.</source>
            <translation type="vanished">tiebreak বা hort।</translation>
        </message>
        <message>
            <source>The category the prize is for (tourney category add); default: overall.</source>
            <translation>যে বিভাগের জন্য পুরস্কার (tourney category add); সাধারণত: সামগ্রিক।</translation>
        </message>
        <message>
            <source>add, list and remove prizes; how tied players share them</source>
            <translation>পুরস্কার যোগ, তালিকা ও সরানো; সমান খেলোয়াড়েরা কীভাবে তা ভাগ করেন</translation>
        </message>
        <message>
            <source>print the prize list: who takes which prize</source>
            <translation>পুরস্কারের তালিকা দেখায়: কে কোন পুরস্কার পান</translation>
        </message>
        <message>
            <source>print each player's FIDE rating change (B.02)</source>
            <translation>প্রতিটি খেলোয়াড়ের FIDE রেটিং পরিবর্তন দেখায় (B.02)</translation>
        </message>
        <message>
            <source>Prints a report of the event as PDF (or CSV when OUT ends in .csv).
KIND: pairings (of a round, byes below the boards), standings (with every
tie-break), crosstable (round robins), wallchart (Swiss events), schedule (every
round of a round robin, also before round 1), scoresheets (every game of a
round, two to a page). At tables of four also meetings (who met whom, in which
round and seat) and tablesheets (a sheet per table: the players by seat, a box
for each seat's points, the signatures). For the venue: startlist (by start
number, also before round 1), alphabetical (by name), pairings-by-name (a round's
boards with the players by name: the sheet at the door). For FIDE: ratings (each
player's rating change, B.02) and norms (title norms met, B.01). For the
organiser: prizes (the prize list).
FILE is an event file or a .trf file.</source>
            <translation type="vanished">প্রতিযোগিতার একটি প্রতিবেদন PDF হিসেবে ছাপে (OUT .csv-তে শেষ হলে CSV)।
KIND: pairings (একটি রাউন্ডের জোড়া, বোর্ডের নিচে বাই), standings (সব
টাই-ব্রেকসহ অবস্থান), crosstable (রাউন্ড রবিন), wallchart (সুইস), schedule (রাউন্ড
রবিনের প্রতিটি রাউন্ড, রাউন্ড 1-এর আগেও), scoresheets (একটি রাউন্ডের প্রতিটি
খেলা, প্রতি পাতায় দুটি)। চারজনের টেবিলে meetings (কে কার মুখোমুখি হলো, কোন
রাউন্ডে ও আসনে) এবং tablesheets (প্রতি টেবিলে একটি পাতা: আসন অনুযায়ী খেলোয়াড়, প্রতিটি
আসনের পয়েন্টের ঘর, স্বাক্ষর)-ও। খেলার স্থানের জন্য: startlist (শুরুর নম্বর
অনুযায়ী, রাউন্ড 1-এর আগেও), alphabetical (নাম অনুযায়ী), pairings-by-name (নাম অনুযায়ী
খেলোয়াড়সহ একটি রাউন্ডের বোর্ড: দরজায় টাঙানোর তালিকা)। FIDE-এর জন্য: ratings (প্রতিটি
খেলোয়াড়ের রেটিং পরিবর্তন, B.02) ও norms (অর্জিত খেতাবের নর্ম, B.01)। আয়োজকের
জন্য: prizes (পুরস্কারের তালিকা)।
FILE প্রতিযোগিতার ফাইল বা .trf ফাইল।</translation>
        </message>
        <message>
            <source>pairings, standings, crosstable, wallchart, scoresheets, schedule, meetings,
tablesheets, startlist, alphabetical, pairings-by-name, ratings, norms or prizes.</source>
            <translation type="vanished">pairings, standings, crosstable, wallchart, scoresheets, schedule, meetings,
tablesheets, startlist, alphabetical, pairings-by-name, ratings, norms বা prizes।</translation>
        </message>
        <message>
            <source>Standings of one category (tourney category add), ranked within it.</source>
            <translation>একটি বিভাগের অবস্থান (tourney category add), বিভাগের ভেতরের ক্রম অনুযায়ী।</translation>
        </message>
        <message>
            <source>print pairings, standings, crosstables, scoresheets and other reports as PDF</source>
            <translation>জোড়া, অবস্থান, ক্রসটেবিল, স্কোরশিট ও অন্যান্য প্রতিবেদন PDF হিসেবে ছাপে</translation>
        </message>
        <message>
            <source>Enters results: one board (1-0, 0-1, 1/2-1/2, =, ½, forfeits +/-, -/+, -/-, and each
game's own, such as 2-0, 1-1, 0-2 in draughts), or a whole round from a file or
the keyboard. At tables of four (chaturaji): the game points of Red, Green,
Yellow and Black, e.g. 12-5-0-3, F for a seat lost by forfeit.</source>
            <translation type="vanished">ফল লেখে: একটি বোর্ড (1-0, 0-1, 1/2-1/2, =, ½, ওয়াকওভার +/-, -/+, -/-, এবং প্রতিটি
খেলার নিজস্ব, যেমন ড্রাফটসে 2-0, 1-1, 0-2), অথবা ফাইল বা কিবোর্ড থেকে
পুরো একটি রাউন্ড। চারজনের টেবিলে (চতুরাজি): লাল, সবুজ, হলুদ ও কালোর
খেলার পয়েন্ট, যেমন 12-5-0-3, ওয়াকওভারে হারা আসনের জন্য F।</translation>
        </message>
        <message>
            <source>The board, or the table at tables of four (not with --file or --interactive).</source>
            <translation type="vanished">বোর্ড, বা চারজনের টেবিলে টেবিল (--file বা --interactive-এর সঙ্গে নয়)।</translation>
        </message>
        <message>
            <source>The result, White's first; at tables each seat's game points (not with --clear).</source>
            <translation type="vanished">ফল, সাদার আগে; টেবিলে প্রতিটি আসনের খেলার পয়েন্ট (--clear-এর সঙ্গে নয়)।</translation>
        </message>
        <message>
            <source>The game's record (PGN for chess, PDN for draughts, WCF for Camelot, the
Chaturaji record format): checked move by move against the result, and kept
with the game. At tables of four the record alone gives the points.</source>
            <translation type="vanished">খেলার রেকর্ড (দাবায় PGN, ড্রাফটসে PDN, ক্যামেলটে WCF, চতুরাজিতে
তার রেকর্ড-ফরম্যাট): ফলের সঙ্গে চাল ধরে ধরে মেলানো হয় এবং খেলার
সঙ্গে রাখা হয়। চারজনের টেবিলে শুধু রেকর্ড থেকেই পয়েন্ট পাওয়া যায়।</translation>
        </message>
        <message>
            <source>A round's results, one line per board: BOARD RESULT (space, tab or comma
between; a header line is allowed; - reads standard input). All are checked
first, then stored together, or none.</source>
            <translation>একটি রাউন্ডের ফল, প্রতি বোর্ডে একটি লাইন: BOARD RESULT (মাঝে স্পেস, ট্যাব বা
কমা; শিরোনাম-লাইন চলে; - দিলে standard input পড়া হয়)। আগে সবগুলো যাচাই
করা হয়, তারপর একসঙ্গে সংরক্ষিত হয়, নয়তো একটিও নয়।</translation>
        </message>
        <message>
            <source>Replace a result already entered, or change one a later pairing used (logged).</source>
            <translation>আগে লেখা ফল বদলায়, বা পরের কোনো জোড়ায় ব্যবহৃত ফল পরিবর্তন করে (লগে লেখা হয়)।</translation>
        </message>
        <message>
            <source>Take the board's result back (logged).</source>
            <translation>বোর্ডের ফল ফিরিয়ে নেয় (লগে লেখা হয়)।</translation>
        </message>
        <message>
            <source>Ask board by board: 1 0 = + - (Enter skips); stored together at the end.</source>
            <translation type="vanished">বোর্ড ধরে ধরে জিজ্ঞেস করে: 1 0 = + - (Enter বাদ দেয়); শেষে একসঙ্গে সংরক্ষিত হয়।</translation>
        </message>
        <message>
            <source>enter results: one board, or a round from a file or the keyboard</source>
            <translation>ফল লেখে: একটি বোর্ড, বা ফাইল বা কিবোর্ড থেকে একটি রাউন্ড</translation>
        </message>
        <message>
            <source>Sets the date of a paired round (TRF line 132). `pair` gives each round the day
it is paired; this corrects it, e.g. for a round paired the evening before.</source>
            <translation>জোড়া হওয়া রাউন্ডের তারিখ ঠিক করে (TRF-এর 132 লাইন)। `pair` প্রতিটি রাউন্ডকে
জোড়া হওয়ার দিনটি দেয়; এটি তা সংশোধন করে, যেমন আগের সন্ধ্যায় জোড়া হওয়া রাউন্ডের জন্য।</translation>
        </message>
        <message>
            <source>yyyy-mm-dd, or "" to remove it.</source>
            <translation>yyyy-mm-dd, বা মুছে ফেলতে ""।</translation>
        </message>
        <message>
            <source>correct the date a round was played on</source>
            <translation>রাউন্ড খেলার তারিখ সংশোধন করে</translation>
        </message>
        <message>
            <source>The event file, or a postgresql:// address.</source>
            <translation type="vanished">প্রতিযোগিতার ফাইল, বা একটি postgresql:// ঠিকানা।</translation>
        </message>
        <message>
            <source>The port (default 8080; 0: a free one, printed).</source>
            <translation>পোর্ট (সাধারণত 8080; 0: একটি খালি পোর্ট, যা দেখানো হয়)।</translation>
        </message>
        <message>
            <source>The address to listen on (default 127.0.0.1; 0.0.0.0 for every network).</source>
            <translation>যে ঠিকানায় শোনা হবে (সাধারণত 127.0.0.1; সব নেটওয়ার্কের জন্য 0.0.0.0)।</translation>
        </message>
        <message>
            <source>A file holding the arbiter's token (without it nothing can be written).</source>
            <translation>আরবিটারের টোকেনসহ একটি ফাইল (এটি ছাড়া কিছুই লেখা যায় না)।</translation>
        </message>
        <message>
            <source>serve the event's pages and a JSON API (arbiters enter results)</source>
            <translation>প্রতিযোগিতার পাতা ও একটি JSON API পরিবেশন করে (আরবিটাররা ফল লেখেন)</translation>
        </message>
        <message>
            <source>Only the players of a category, ranked within it beside the overall rank.</source>
            <translation>শুধু একটি বিভাগের খেলোয়াড়, সামগ্রিক ক্রমের পাশে বিভাগের ভেতরের ক্রমসহ।</translation>
        </message>
        <message>
            <source>Removes the last paired round. A round with results needs --force, and the
results it removes are named and logged.</source>
            <translation>শেষ জোড়া হওয়া রাউন্ডটি সরিয়ে দেয়। ফলসহ রাউন্ডের জন্য --force লাগে, এবং
যে ফলগুলো সরে যায় সেগুলোর নাম দেখানো ও লগে লেখা হয়।</translation>
        </message>
        <message>
            <source>Remove the round although it has results.</source>
            <translation>ফল থাকলেও রাউন্ডটি সরায়।</translation>
        </message>
        <message>
            <source>remove the last round (with --force, also its results)</source>
            <translation>শেষ রাউন্ডটি সরায় (--force দিলে তার ফলও)</translation>
        </message>
        <message>
            <source>did you mean '%1'?</source>
            <translation>আপনি কি '%1' বোঝাতে চেয়েছেন?</translation>
        </message>
        <message>
            <source>Lists the categories, their rules and how many players belong.</source>
            <translation>বিভাগগুলো, তাদের নিয়ম এবং প্রতিটিতে কতজন খেলোয়াড় আছে তা দেখায়।</translation>
        </message>
        <message>
            <source>Prints the title norms (GM, IM, WGM, WIM) players meet in the event under the
FIDE title regulations B.01, with the figures: games, score, average rating of
the opponents (Ra, with the rating floor), performance, titled opponents and
federations. The exceptions of B.01 1.43 are not checked: see the notes.
FILE is an event file or a .trf file. PDF: tourney report FILE norms -o OUT.pdf</source>
            <translation type="vanished">FIDE-র খেতাব বিধি B.01 অনুযায়ী প্রতিযোগিতায় খেলোয়াড়দের অর্জিত খেতাবের নর্ম (GM, IM,
WGM, WIM) দেখায়, হিসাবসহ: খেলা, স্কোর, প্রতিপক্ষদের গড় রেটিং (Ra, রেটিং-তলসহ),
পারফরম্যান্স, খেতাবধারী প্রতিপক্ষ ও ফেডারেশন। B.01 1.43-এর ব্যতিক্রমগুলো যাচাই
করা হয় না: নোট দেখুন।
FILE প্রতিযোগিতার ফাইল বা একটি .trf ফাইল। PDF: tourney report FILE norms -o OUT.pdf</translation>
        </message>
        <message>
            <source>Lists the prize table, numbered as prize remove takes them.</source>
            <translation>পুরস্কারের তালিকা দেখায়, prize remove যে নম্বরে নেয় সেই নম্বরসহ।</translation>
        </message>
        <message>
            <source>Prints the prize list: each prize, who takes it (one prize per player, the higher
one; at equal amounts the overall prize first), his rank and points, and what he
is paid after sharing. PDF: tourney report FILE prizes -o OUT.pdf.</source>
            <translation>পুরস্কার বিতরণের তালিকা দেখায়: প্রতিটি পুরস্কার, কে পান (খেলোয়াড় প্রতি একটি, বড়টি;
সমান অঙ্কে সামগ্রিক পুরস্কার আগে), তাঁর স্থান ও পয়েন্ট, এবং ভাগাভাগির পরে
তিনি কত পান। PDF: tourney report FILE prizes -o OUT.pdf।</translation>
        </message>
        <message>
            <source>Prints each player's FIDE rating change over the event (rating regulations B.02):
K, rated games, score, expected score, change, new rating and performance.
Unrated players get their performance for a first rating. K is the rating
list's when known, else derived from rating and year of birth (marked *).
FILE is an event file or a .trf file. PDF: tourney report FILE ratings -o OUT.pdf</source>
            <translation>প্রতিযোগিতায় প্রত্যেক খেলোয়াড়ের FIDE রেটিং পরিবর্তন দেখায় (রেটিং বিধি B.02):
K, রেটেড খেলা, স্কোর, প্রত্যাশিত স্কোর, পরিবর্তন, নতুন রেটিং ও পারফরম্যান্স।
রেটিংহীন খেলোয়াড়দের প্রথম রেটিংয়ের জন্য পারফরম্যান্স দেখানো হয়। K রেটিং তালিকা
থেকে জানা থাকলে সেটিই, নইলে রেটিং ও জন্মসাল থেকে নির্ণয় করা (চিহ্ন *)।
FILE প্রতিযোগিতার ফাইল বা একটি .trf ফাইল। PDF: tourney report FILE ratings -o OUT.pdf</translation>
        </message>
        <message>
            <source>How the TRF's lines end: lf (the default), crlf, or cr as TRF-16 asks (for a
program that reads only that).</source>
            <translation>TRF-এর লাইন কীভাবে শেষ হবে: lf (সাধারণত), crlf, অথবা TRF-16 যেমন চায় সেই cr (যে
প্রোগ্রাম শুধু সেটাই পড়ে তার জন্য)।</translation>
        </message>
        <message>
            <source>Prints the title norms (GM, IM, WGM, WIM) players meet in the event under the
FIDE title regulations B.01, with the figures: games, score, average rating of
the opponents (Ra, with the rating floor), performance, titled opponents and
federations. The exceptions to B.01 1.4.3 are not checked: see the notes.
FILE is an event file or a .trf file. PDF: tourney report FILE norms -o OUT.pdf</source>
            <translation>FIDE-র খেতাব বিধি B.01 অনুযায়ী প্রতিযোগিতায় খেলোয়াড়দের অর্জিত খেতাবের নর্ম (GM, IM,
WGM, WIM) দেখায়, হিসাবসহ: খেলা, স্কোর, প্রতিপক্ষদের গড় রেটিং (Ra, রেটিং-তলসহ),
পারফরম্যান্স, খেতাবধারী প্রতিপক্ষ ও ফেডারেশন। B.01 1.4.3-এর ব্যতিক্রমগুলো যাচাই
করা হয় না: নোট দেখুন।
FILE প্রতিযোগিতার ফাইল বা একটি .trf ফাইল। PDF: tourney report FILE norms -o OUT.pdf</translation>
        </message>
        <message>
            <source>How players tied on points share prizes: tiebreak (the default: tie-breaks decide,
each prize is paid whole), hort (the Hort system: each winner keeps half of his
prize, the other halves of the tied winners are shared equally) or shared (the
prizes of the tied winners are added up and shared equally).</source>
            <translation>পয়েন্টে সমান খেলোয়াড়েরা কীভাবে পুরস্কার ভাগ করেন: tiebreak (সাধারণত: টাই-ব্রেক ঠিক করে,
প্রতিটি পুরস্কার পুরোটা দেওয়া হয়), hort (হোর্ট পদ্ধতি: প্রত্যেক বিজয়ী নিজের পুরস্কারের
অর্ধেক রাখেন, সমান বিজয়ীদের বাকি অর্ধেকগুলো সমানভাবে ভাগ হয়) বা shared (সমান
বিজয়ীদের পুরস্কারগুলো যোগ করে সবার মধ্যে সমানভাবে ভাগ হয়)।</translation>
        </message>
        <message>
            <source>tiebreak, hort or shared.</source>
            <translation>tiebreak, hort বা shared।</translation>
        </message>
        <message>
            <source>Works out a FIDE rating change (B.02 8.3) for a list of games outside any event:
each game's rating difference, expected score and change, then the total and the
new rating; for an unrated player (RATING 0) the performance towards a first
rating (B.02 7.1.4).</source>
            <translation>কোনো প্রতিযোগিতার বাইরে কয়েকটি খেলার FIDE রেটিং পরিবর্তন (B.02 8.3) হিসাব করে:
প্রতিটি খেলার রেটিং পার্থক্য, প্রত্যাশিত স্কোর ও পরিবর্তন, তারপর মোট পরিবর্তন ও
নতুন রেটিং; রেটিংহীন খেলোয়াড়ের (RATING 0) জন্য প্রথম রেটিংয়ের হিসাবে
পারফরম্যান্স (B.02 7.1.4)।</translation>
        </message>
        <message>
            <source>The player's rating; 0 for an unrated player.</source>
            <translation>খেলোয়াড়ের রেটিং; রেটিংহীন খেলোয়াড়ের জন্য 0।</translation>
        </message>
        <message>
            <source>The games as OPPONENT:RESULT, comma-separated: 2100:1,1900:0.5,2050:0.</source>
            <translation>খেলাগুলো OPPONENT:RESULT আকারে, কমা দিয়ে আলাদা করে: 2100:1,1900:0.5,2050:0।</translation>
        </message>
        <message>
            <source>The rating list's K; without it K is derived from rating and age (B.02 8.3.3).</source>
            <translation>রেটিং তালিকার K; না দিলে রেটিং ও বয়স থেকে K ঠিক করা হয় (B.02 8.3.3)।</translation>
        </message>
        <message>
            <source>The player's year of birth, for a derived K.</source>
            <translation>খেলোয়াড়ের জন্মসাল, K ঠিক করার জন্য।</translation>
        </message>
        <message>
            <source>The year the games were played, for a derived K.</source>
            <translation>যে বছরে খেলাগুলো হয়েছে, K ঠিক করার জন্য।</translation>
        </message>
        <message>
            <source>The rating list (default standard).</source>
            <translation>রেটিং তালিকা (সাধারণত standard)।</translation>
        </message>
        <message>
            <source>work out a FIDE rating change for a list of games (B.02)</source>
            <translation>কয়েকটি খেলার FIDE রেটিং পরিবর্তন হিসাব করে (B.02)</translation>
        </message>
        <message>
            <source>The game was played but is not rated (e.g. fewer than one move each, B.02 5.1):
it scores, but counts for no rating or norm; TRF writes it W, D, L.</source>
            <translation>খেলাটি হয়েছে কিন্তু রেটিং হবে না (যেমন দুজনের কেউ একটি চালও দেননি, B.02 5.1):
পয়েন্ট পাওয়া যায়, কিন্তু কোনো রেটিং বা নর্মে ধরা হয় না; TRF-এ W, D, L লেখা হয়।</translation>
        </message>
        <message>
            <source>%1 (required).</source>
            <translation>%1 (আবশ্যক)।</translation>
        </message>
        <message>
            <source>Tie-break codes in order, e.g. BH/C1,BH,SB,DE (default %1 for round robins, %2 for Swiss;
at tables of four %3).</source>
            <translation>ক্রম অনুযায়ী টাই-ব্রেক কোড, যেমন BH/C1,BH,SB,DE (রাউন্ড রবিনে সাধারণত %1, সুইসে %2;
চারজনের টেবিলে %3)।</translation>
        </message>
        <message>
            <source>The game, by default chess: %1.</source>
            <translation>খেলা, সাধারণত chess: %1।</translation>
        </message>
        <message>
            <source>Points for a win, a draw and a loss, e.g. 3,1,0 (default: the game's own: %1).</source>
            <translation>জয়, ড্র ও হারের পয়েন্ট, যেমন 3,1,0 (সাধারণত খেলার নিজস্ব: %1)।</translation>
        </message>
        <message>
            <source>Games at tables (%1): the points of each place at a
table, first place first (default 3,2,1,0); tied seats share.</source>
            <translation>টেবিলের খেলা (%1): টেবিলে প্রতিটি স্থানের
পয়েন্ট, প্রথম স্থান আগে (সাধারণত 3,2,1,0); সমান আসনগুলো ভাগ করে নেয়।</translation>
        </message>
        <message>
            <source>Enters results: one board (1-0, 0-1, 1/2-1/2, =, ½, forfeits +/-, -/+, -/-, and each
game's own, which tourney validate --help lists), or a whole round from a file or
the keyboard. At tables: each seat's game points in the order of play,
e.g. 12-5-0-3, F for a seat lost by forfeit.</source>
            <translation>ফল লেখে: একটি বোর্ড (1-0, 0-1, 1/2-1/2, =, ½, ওয়াকওভার +/-, -/+, -/-, এবং প্রতিটি
খেলার নিজস্ব, যার তালিকা tourney validate --help দেয়), অথবা ফাইল বা কিবোর্ড থেকে
পুরো একটি রাউন্ড। টেবিলে: চালের ক্রমে প্রতিটি আসনের খেলার পয়েন্ট,
যেমন 12-5-0-3, ওয়াকওভারে হারা আসনের জন্য F।</translation>
        </message>
        <message>
            <source>The game's record, in its game's format (tourney validate --help lists
them): checked move by move against the result, and kept with the game. At
tables the record alone gives the points.</source>
            <translation type="vanished">খেলার রেকর্ড, সেই খেলার নিজস্ব ফরম্যাটে (তালিকা দেয় tourney validate --help):
ফলের সঙ্গে চাল ধরে ধরে মেলানো হয় এবং খেলার সঙ্গে রাখা হয়। টেবিলে
শুধু রেকর্ড থেকেই পয়েন্ট পাওয়া যায়।</translation>
        </message>
        <message>
            <source>The record file, in its game's format (below).</source>
            <translation>রেকর্ডের ফাইল, সেই খেলার ফরম্যাটে (নিচে দেখুন)।</translation>
        </message>
        <message>
            <source>Replace the output file when it exists (never an event file).</source>
            <translation>আউটপুট ফাইল থাকলে তা প্রতিস্থাপন করুন (ইভেন্ট ফাইল কখনও নয়)।</translation>
        </message>
        <message>
            <source>Replace files of DIR that an earlier publish did not write (never an event file).</source>
            <translation>DIR-এর যে ফাইল আগের কোনো publish লেখেনি সেগুলোও প্রতিস্থাপন করুন (ইভেন্ট ফাইল কখনও নয়)।</translation>
        </message>
        <message>
            <source>Replace OUT when it exists (never an event file).</source>
            <translation>OUT থাকলে তা প্রতিস্থাপন করুন (ইভেন্ট ফাইল কখনও নয়)।</translation>
        </message>
        <message>
            <source>Connections open at once, from all clients (default 400).</source>
            <translation>সব ক্লায়েন্ট মিলিয়ে একসঙ্গে খোলা সংযোগ (ডিফল্ট 400)।</translation>
        </message>
        <message>
            <source>Connections open at once from one address (default 32).</source>
            <translation>একটি ঠিকানা থেকে একসঙ্গে খোলা সংযোগ (ডিফল্ট 32)।</translation>
        </message>
        <message>
            <source>Time a request may take to arrive whole (default 10).</source>
            <translation>একটি অনুরোধ পুরোটা পৌঁছাতে যত সেকেন্ড নিতে পারে (ডিফল্ট 10)।</translation>
        </message>
        <message>
            <source>Time a connection may wait for its next request (default 30).</source>
            <translation>একটি সংযোগ পরের অনুরোধের জন্য যত সেকেন্ড অপেক্ষা করতে পারে (ডিফল্ট 30)।</translation>
        </message>
        <message>
            <source>Adds the prizes of a UTF-8 CSV file to the prize table, in file order. Its header
row names the columns name, category and amount in any order (an empty category:
an overall prize). All or none: a bad line is named and nothing is added.</source>
            <translation>একটি UTF-8 CSV ফাইলের পুরস্কারগুলো ফাইলের ক্রমে পুরস্কার তালিকায় যোগ করে। এর শিরোনাম
সারিতে name, category ও amount কলামগুলো যেকোনো ক্রমে থাকে (খালি category: সবার জন্য
পুরস্কার)। হয় সব, নয় কিছুই না: ভুল লাইনের উল্লেখ করা হয় এবং কিছুই যোগ হয় না।</translation>
        </message>
        <message>
            <source>Copies the prize table of another event (last year's, another section) with the
categories it names and its prize sharing, after the prizes already here.</source>
            <translation>অন্য একটি ইভেন্টের (গত বছরের, অন্য সেকশনের) পুরস্কার তালিকা, তাতে উল্লিখিত ক্যাটাগরি ও
পুরস্কার ভাগের নিয়মসহ, এখানকার পুরস্কারগুলোর পরে কপি করে।</translation>
        </message>
        <message>
            <source>The prizes.</source>
            <translation>পুরস্কারগুলো।</translation>
        </message>
        <message>
            <source>The event whose prizes are copied (a file or a postgresql:// address).</source>
            <translation>যে ইভেন্টের পুরস্কার কপি হবে (একটি ফাইল বা postgresql:// ঠিকানা)।</translation>
        </message>
        <message>
            <source>The result, White's first; at tables each seat's game points (not with --clear).
With --record it may be left out: the record's result is taken.</source>
            <translation>ফল, সাদার আগে; টেবিলে প্রতিটি আসনের খেলার পয়েন্ট (--clear-এর সঙ্গে নয়)।
--record থাকলে বাদ দেওয়া যায়: রেকর্ডের ফলই নেওয়া হয়।</translation>
        </message>
        <message>
            <source>The game's record, in its game's format (tourney validate --help lists
them): its players must be the board's (names, or FIDE ids in tags such as
WhiteFideId), its result the one typed; it is checked move by move and kept
with the game. Without RESULT the record gives it (at tables, the points).</source>
            <translation>খেলার রেকর্ড, সেই খেলার নিজস্ব ফরম্যাটে (তালিকা দেয় tourney validate --help):
এর খেলোয়াড়েরা বোর্ডেরই হতে হবে (নাম, বা WhiteFideId-এর মতো ট্যাগে FIDE আইডি),
এর ফল টাইপ করা ফলই; চাল ধরে ধরে যাচাই করে খেলার সঙ্গে রাখা হয়।
RESULT না দিলে ফল রেকর্ড থেকে নেওয়া হয় (টেবিলে, পয়েন্ট)।</translation>
        </message>
        <message>
            <source>Ask board by board, one key each: 1 (White wins), 0 (Black wins), = (a draw),
+ and - (forfeits); Enter skips a board, Backspace goes back one (a key then
replaces its result), q quits. Each result is stored as its key is pressed,
so quitting keeps them. From a pipe every character is a key ("10=" is three
boards) and an empty line is Enter.</source>
            <translation>বোর্ড ধরে ধরে জিজ্ঞেস করে, প্রতিটিতে একটি কী: 1 (সাদা জেতে), 0 (কালো জেতে), = (ড্র),
+ ও - (ফরফিট); Enter একটি বোর্ড বাদ দেয়, Backspace এক বোর্ড পিছনে যায় (তখন একটি কী
তার ফল বদলায়), q থামায়। কী চাপামাত্র প্রতিটি ফল সংরক্ষিত হয়,
তাই থামলেও সেগুলো থাকে। পাইপ থেকে প্রতিটি অক্ষর একটি কী ("10=" তিনটি
বোর্ড) এবং ফাঁকা লাইন মানে Enter।</translation>
        </message>
        <message>
            <source>Lists the forbidden pairs, lower start number first:
first&lt;TAB&gt;name&lt;TAB&gt;second&lt;TAB&gt;name.</source>
            <translation>নিষিদ্ধ জুটিগুলোর তালিকা, ছোট শুরুর নম্বর আগে:
first&lt;TAB&gt;name&lt;TAB&gt;second&lt;TAB&gt;name।</translation>
        </message>
        <message>
            <source>Prints a round's pairings and results.
tsv: a header line (board, white, black, result), then
board&lt;TAB&gt;white_start&lt;TAB&gt;black_start&lt;TAB&gt;result per game, then
a line per bye with black_start 0 and the bye's TRF code (U, H, F, Z; A: absent).
At tables of four: table&lt;TAB&gt;red&lt;TAB&gt;green&lt;TAB&gt;yellow&lt;TAB&gt;black&lt;TAB&gt;result
(start numbers; the result as entered, e.g. 12-5-0-3), then a line per bye with
table 0, the player in the red column, 0 in the others and the bye's code.</source>
            <translation type="vanished">একটি রাউন্ডের জোড়া ও ফল দেখায়।
tsv: একটি শিরোনাম-লাইন (board, white, black, result), তারপর
প্রতি খেলায় board&lt;TAB&gt;white_start&lt;TAB&gt;black_start&lt;TAB&gt;result, তারপর
প্রতি বাইয়ের জন্য black_start 0 ও বাইয়ের TRF কোডসহ একটি লাইন (U, H, F, Z; A: অনুপস্থিত)।
চারজনের টেবিলে: table&lt;TAB&gt;red&lt;TAB&gt;green&lt;TAB&gt;yellow&lt;TAB&gt;black&lt;TAB&gt;result
(শুরুর নম্বর; ফল যেভাবে লেখা হয়েছে, যেমন 12-5-0-3), তারপর প্রতি বাইয়ের জন্য
table 0, red কলামে খেলোয়াড়, অন্যগুলোতে 0 ও বাইয়ের কোডসহ একটি লাইন।</translation>
        </message>
        <message>
            <source>'tourney %1 ACTION --help' describes each.</source>
            <translation>'tourney %1 ACTION --help' প্রতিটির বর্ণনা দেয়।</translation>
        </message>
        <message>
            <source>record a bye requested in advance</source>
            <translation>আগে থেকে চাওয়া একটি বাই লেখে</translation>
        </message>
        <message>
            <source>take a requested bye back</source>
            <translation>চাওয়া বাই ফিরিয়ে নেয়</translation>
        </message>
        <message>
            <source>list the byes requested for rounds to come</source>
            <translation>সামনের রাউন্ডগুলোর জন্য চাওয়া বাইয়ের তালিকা দেয়</translation>
        </message>
        <message>
            <source>define a category</source>
            <translation>একটি বিভাগ সংজ্ঞায়িত করে</translation>
        </message>
        <message>
            <source>list the categories</source>
            <translation>বিভাগগুলোর তালিকা দেয়</translation>
        </message>
        <message>
            <source>remove a category</source>
            <translation>একটি বিভাগ সরায়</translation>
        </message>
        <message>
            <source>forbid players to meet, e.g. teammates</source>
            <translation>খেলোয়াড়দের মুখোমুখি হওয়া নিষেধ করে, যেমন সতীর্থদের</translation>
        </message>
        <message>
            <source>allow them to meet again</source>
            <translation>তাদের আবার মুখোমুখি হতে দেয়</translation>
        </message>
        <message>
            <source>list the forbidden pairs</source>
            <translation>নিষিদ্ধ জোড়াগুলোর তালিকা দেয়</translation>
        </message>
        <message>
            <source>two boards exchange their Black players</source>
            <translation>দুই বোর্ড তাদের কালো খেলোয়াড় অদলবদল করে</translation>
        </message>
        <message>
            <source>White and Black change places on a board</source>
            <translation>একটি বোর্ডে সাদা ও কালো জায়গা বদল করে</translation>
        </message>
        <message>
            <source>set a board's two players</source>
            <translation>একটি বোর্ডের দুই খেলোয়াড় ঠিক করে দেয়</translation>
        </message>
        <message>
            <source>register one player</source>
            <translation>একজন খেলোয়াড় নিবন্ধন করে</translation>
        </message>
        <message>
            <source>register the players of a CSV file</source>
            <translation>একটি CSV ফাইলের খেলোয়াড়দের নিবন্ধন করে</translation>
        </message>
        <message>
            <source>list the players</source>
            <translation>খেলোয়াড়দের তালিকা দেয়</translation>
        </message>
        <message>
            <source>print a player's card: games, rating change, tie-breaks</source>
            <translation>একজন খেলোয়াড়ের কার্ড ছাপে: খেলা, রেটিং পরিবর্তন, টাই-ব্রেক</translation>
        </message>
        <message>
            <source>change a player's details</source>
            <translation>একজন খেলোয়াড়ের তথ্য বদলায়</translation>
        </message>
        <message>
            <source>remove a player registered by mistake</source>
            <translation>ভুল করে নিবন্ধিত খেলোয়াড়কে সরায়</translation>
        </message>
        <message>
            <source>withdraw a player from a round on (--undo takes it back)</source>
            <translation>একটি রাউন্ড থেকে খেলোয়াড়কে প্রত্যাহার করে (--undo ফিরিয়ে নেয়)</translation>
        </message>
        <message>
            <source>fill and update players from FIDE's rating list (TXT or XML)</source>
            <translation>FIDE-এর রেটিং তালিকা (TXT বা XML) থেকে খেলোয়াড়দের তথ্য ভরে ও হালনাগাদ করে</translation>
        </message>
        <message>
            <source>add a prize</source>
            <translation>একটি পুরস্কার যোগ করে</translation>
        </message>
        <message>
            <source>list the prize table</source>
            <translation>পুরস্কারের তালিকা দেয়</translation>
        </message>
        <message>
            <source>remove a prize</source>
            <translation>একটি পুরস্কার সরায়</translation>
        </message>
        <message>
            <source>how tied players share prizes: tiebreak, hort or shared</source>
            <translation>সমান পয়েন্টের খেলোয়াড়েরা কীভাবে পুরস্কার ভাগ করে: tiebreak, hort বা shared</translation>
        </message>
        <message>
            <source>Logged; a change that breaks a pairing rule is warned about.</source>
            <translation>লগে লেখা হয়; জোড়ার কোনো নিয়ম ভাঙলে সতর্ক করা হয়।</translation>
        </message>
        <message>
            <source>Boards B1 and B2 exchange their Black players.</source>
            <translation>B1 ও B2 বোর্ড তাদের কালো খেলোয়াড় অদলবদল করে।</translation>
        </message>
        <message>
            <source>White and Black change places on board B.</source>
            <translation>B বোর্ডে সাদা ও কালো জায়গা বদল করে।</translation>
        </message>
        <message>
            <source>Board B becomes WHITE against BLACK; the players who sat there take the places
the two left.</source>
            <translation>B বোর্ডে WHITE খেলে BLACK-এর বিপক্ষে; সেখানে যারা বসেছিলেন তারা ওই দুজনের ছেড়ে
যাওয়া জায়গা নেন।</translation>
        </message>
        <message>
            <source>add the prizes of a CSV file (name, category, amount)</source>
            <translation>একটি CSV ফাইলের পুরস্কারগুলো যোগ করুন (নাম, ক্যাটাগরি, পরিমাণ)</translation>
        </message>
        <message>
            <source>copy another event's prize table and its categories</source>
            <translation>অন্য ইভেন্টের পুরস্কার তালিকা ও তার ক্যাটাগরিগুলো কপি করুন</translation>
        </message>
        <message>
            <source>Prints a report of the event as PDF (or CSV when OUT ends in .csv).
KIND: pairings (of a round, byes below the boards), standings (with every
tie-break), crosstable (round robins), wallchart (Swiss events), schedule (every
round of a round robin, also before round 1), scoresheets (every game of a
round, two to a page). At tables of four also meetings (who met whom, in which
round and seat) and tablesheets (a sheet per table: the players by seat, a box
for each seat's points, the signatures). For the venue: startlist (by start
number, also before round 1), alphabetical (by name), pairings-by-name (a round's
boards with the players by name: the sheet at the door). For FIDE: ratings (each
player's rating change, B.02), norms (title norms met, B.01), it1 (FIDE's
certificate of a title norm, one for each norm achieved) and it3 (FIDE's
tournament report of the norms). For the organiser: prizes (the prize list).
FILE is an event file or a .trf file.</source>
            <translation type="vanished">প্রতিযোগিতার একটি প্রতিবেদন PDF হিসেবে ছাপে (OUT .csv-তে শেষ হলে CSV)।
KIND: pairings (একটি রাউন্ডের জোড়া, বোর্ডের নিচে বাই), standings (সব
টাই-ব্রেকসহ অবস্থান), crosstable (রাউন্ড রবিন), wallchart (সুইস), schedule (রাউন্ড
রবিনের প্রতিটি রাউন্ড, রাউন্ড 1-এর আগেও), scoresheets (একটি রাউন্ডের প্রতিটি
খেলা, প্রতি পাতায় দুটি)। চারজনের টেবিলে meetings (কে কার মুখোমুখি হলো, কোন
রাউন্ডে ও আসনে) এবং tablesheets (প্রতি টেবিলে একটি পাতা: আসন অনুযায়ী খেলোয়াড়, প্রতিটি
আসনের পয়েন্টের ঘর, স্বাক্ষর)-ও। খেলার স্থানের জন্য: startlist (শুরুর নম্বর
অনুযায়ী, রাউন্ড 1-এর আগেও), alphabetical (নাম অনুযায়ী), pairings-by-name (নাম অনুযায়ী
খেলোয়াড়সহ একটি রাউন্ডের বোর্ড: দরজায় টাঙানোর তালিকা)। FIDE-এর জন্য: ratings (প্রতিটি
খেলোয়াড়ের রেটিং পরিবর্তন, B.02), norms (অর্জিত খেতাবের নর্ম, B.01), it1 (FIDE-এর
খেতাব নর্মের সনদ, প্রতিটি অর্জিত নর্মের জন্য একটি) ও it3 (নর্মগুলোর বিষয়ে FIDE-এর
প্রতিযোগিতা প্রতিবেদন)। আয়োজকের জন্য: prizes (পুরস্কারের তালিকা)।
FILE প্রতিযোগিতার ফাইল বা .trf ফাইল।</translation>
        </message>
        <message>
            <source>pairings, standings, crosstable, wallchart, scoresheets, schedule, meetings,
tablesheets, startlist, alphabetical, pairings-by-name, ratings, norms, prizes,
it1 or it3.</source>
            <translation type="vanished">pairings, standings, crosstable, wallchart, scoresheets, schedule, meetings,
tablesheets, startlist, alphabetical, pairings-by-name, ratings, norms, prizes,
it1 বা it3।</translation>
        </message>
        <message>
            <source>it1: the norm certificates of player N only (default: every norm achieved).</source>
            <translation>it1: শুধু N নম্বর খেলোয়াড়ের নর্ম সনদ (সাধারণত: প্রতিটি অর্জিত নর্মের)।</translation>
        </message>
        <message>
            <source>Register him although a player has his FIDE id, or his name (in Latin letters,
case and spacing aside) and birth year.</source>
            <translation>কোনো খেলোয়াড়ের একই FIDE আইডি, বা একই নাম (লাতিন হরফে, বড়-ছোট হাতের অক্ষর
ও ফাঁক বাদ দিয়ে) ও জন্মসাল থাকলেও তাঁকে নিবন্ধন করে।</translation>
        </message>
        <message>
            <source>Late entries to a Swiss event take the next free start numbers and nobody moves
(default: each takes his place in the initial ranking, C.04.2, and the players after
him move down one number each, listed with old and new numbers).</source>
            <translation>সুইস প্রতিযোগিতায় দেরিতে আসা খেলোয়াড়েরা পরের খালি শুরুর নম্বর পান, কারও নম্বর বদলায় না
(সাধারণত: প্রত্যেকে প্রাথমিক র‍্যাংকিংয়ে নিজের জায়গা নেন, C.04.2, আর তাঁর পরের খেলোয়াড়েরা
এক নম্বর করে নিচে নামেন, পুরোনো ও নতুন নম্বরসহ তালিকায় দেখানো হয়)।</translation>
        </message>
        <message>
            <source>Register players although one has the FIDE id, or the name (in Latin letters, case
and spacing aside) and birth year, of another.</source>
            <translation>একজনের FIDE আইডি, বা নাম (লাতিন হরফে, বড়-ছোট হাতের অক্ষর ও ফাঁক বাদ দিয়ে)
ও জন্মসাল অন্যজনের সঙ্গে মিললেও খেলোয়াড়দের নিবন্ধন করে।</translation>
        </message>
        <message>
            <source>Writes the event as a FIDE TRF-16 file, with the TRF-26 header lines for
rounds, scoring and system; or every seat of every game and every bye as
CSV or JSON (round, table, seat, start, name, game points, place, points);
or the whole event with its log as an archive (JSON, docs/archive.md), which
`import --archive` reads back without loss. TRF has no form for tables of
four: export such events as CSV, JSON or an archive.</source>
            <translation type="vanished">প্রতিযোগিতাটি FIDE TRF-16 ফাইল হিসেবে লেখে, রাউন্ড, পয়েন্ট ও পদ্ধতির জন্য
TRF-26 শিরোনাম-লাইনসহ; অথবা প্রতিটি খেলার প্রতিটি আসন ও প্রতিটি বাই
CSV বা JSON হিসেবে (রাউন্ড, টেবিল, আসন, শুরুর নম্বর, নাম, খেলার পয়েন্ট, স্থান, পয়েন্ট);
অথবা লগসহ পুরো প্রতিযোগিতা একটি আর্কাইভ হিসেবে (JSON, docs/archive.md), যা
`import --archive` কিছু না হারিয়ে ফিরিয়ে পড়ে। চারজনের টেবিলের জন্য TRF-এ কোনো
রূপ নেই: এমন প্রতিযোগিতা CSV, JSON বা আর্কাইভ হিসেবে রপ্তানি করুন।</translation>
        </message>
        <message>
            <source>The archive to write: everything the event file holds.</source>
            <translation>যে আর্কাইভ লেখা হবে: প্রতিযোগিতার ফাইলে যা কিছু আছে, সবই।</translation>
        </message>
        <message>
            <source>write the event as a FIDE TRF file or a lossless archive, or its results as CSV or JSON</source>
            <translation type="vanished">প্রতিযোগিতাটি FIDE TRF ফাইল বা কিছু না হারানো আর্কাইভ হিসেবে, বা তার ফল CSV বা JSON হিসেবে লেখে</translation>
        </message>
        <message>
            <source>Creates an event file from a FIDE TRF file (TRF-16, with TRF-26 and
JaVaFo header lines), or from an archive that `export --archive` wrote:
the whole event with its log, as it was (docs/archive.md). An existing
event is never replaced.</source>
            <translation type="vanished">FIDE TRF ফাইল (TRF-16, TRF-26 ও JaVaFo শিরোনাম-লাইনসহ), বা `export --archive`-এর
লেখা আর্কাইভ থেকে প্রতিযোগিতার ফাইল তৈরি করে: আর্কাইভ থেকে লগসহ পুরো
প্রতিযোগিতা, যেমন ছিল তেমন (docs/archive.md)। বিদ্যমান প্রতিযোগিতা কখনো
প্রতিস্থাপিত হয় না।</translation>
        </message>
        <message>
            <source>The TRF file, or with --archive the archive, to read.</source>
            <translation>যে TRF ফাইল, বা --archive দিলে যে আর্কাইভ, পড়া হবে।</translation>
        </message>
        <message>
            <source>The event file to create (a postgresql:// address too). With --archive it may be left out: the archive's name with .tourney, beside it.</source>
            <translation>যে প্রতিযোগিতার ফাইল তৈরি হবে (postgresql:// ঠিকানাও চলে)। --archive দিলে এটি বাদ দেওয়া যায়: তখন আর্কাইভের পাশে, তার নামে, .tourney দিয়ে।</translation>
        </message>
        <message>
            <source>IN is an archive written by `export --archive`.</source>
            <translation>IN হলো `export --archive`-এর লেখা একটি আর্কাইভ।</translation>
        </message>
        <message>
            <source>create an event file from a FIDE TRF file or an archive</source>
            <translation>FIDE TRF ফাইল বা আর্কাইভ থেকে প্রতিযোগিতার ফাইল তৈরি করে</translation>
        </message>
        <message>
            <source>external pairing engine: --dutch|--dubov IN.trf -p [OUT] | -c | -g CONFIG -o OUT</source>
            <translation type="vanished">বাইরের জোড়া তৈরির ইঞ্জিন: --dutch|--dubov IN.trf -p [OUT] | -c | -g CONFIG -o OUT</translation>
        </message>
        <message>
            <source>round-robin, double-round-robin, swiss (FIDE Dutch) or dubov (FIDE Dubov) (required).</source>
            <translation type="vanished">round-robin, double-round-robin, swiss (FIDE ডাচ) বা dubov (FIDE দুবভ) (আবশ্যক)।</translation>
        </message>
        <message>
            <source>Serves the event's pages, always current, and a JSON API under /api/: the
starting list, every round, standings, crosstable or wall chart, player cards and
PDFs for everyone; the arbiter's page (/arbiter) enters a round's results in one
grid and pairs the next round. Every write needs the arbiter's token (sent as
Authorization: Bearer TOKEN, or by signing in on /login). Given a folder, the
API serves each of its .tourney files as an event and creates new ones there
(no pages yet). The API is described in docs/openapi.yaml.</source>
            <translation type="vanished">প্রতিযোগিতার সবসময় হালনাগাদ পাতা ও /api/-এর অধীনে একটি JSON API পরিবেশন করে:
সবার জন্য শুরুর তালিকা, প্রতিটি রাউন্ড, অবস্থান, ক্রসটেবিল বা ওয়াল চার্ট, খেলোয়াড়ের কার্ড ও
PDF; আরবিটারের পাতা (/arbiter) একটি ছকে একটি রাউন্ডের ফল লেখে
এবং পরের রাউন্ডের জোড়া তৈরি করে। প্রতিটি লেখায় আরবিটারের টোকেন লাগে (পাঠানো হয়
Authorization: Bearer TOKEN হিসেবে, বা /login-এ সাইন ইন করে)। একটি ফোল্ডার দিলে
API তার প্রতিটি .tourney ফাইলকে একটি প্রতিযোগিতা হিসেবে পরিবেশন করে এবং সেখানে
নতুন প্রতিযোগিতা তৈরি করে (এখনো পাতা ছাড়া)। API-এর বিবরণ docs/openapi.yaml-এ আছে।</translation>
        </message>
        <message>
            <source>The event file, a postgresql:// address, or a folder of event files.</source>
            <translation type="vanished">প্রতিযোগিতার ফাইল, একটি postgresql:// ঠিকানা, বা প্রতিযোগিতার ফাইলের একটি ফোল্ডার।</translation>
        </message>
        <message>
            <source>Prints a round's pairings and results.
tsv: a header line (board, white, black, result), then
board&lt;TAB&gt;white_start&lt;TAB&gt;black_start&lt;TAB&gt;result per game, then
a line per bye or absence with the board empty (it is no board), black_start 0
and the bye's TRF code as the result (U, H, F, Z; A: absent).
At tables of four: table&lt;TAB&gt;red&lt;TAB&gt;green&lt;TAB&gt;yellow&lt;TAB&gt;black&lt;TAB&gt;result
(start numbers; the result as entered, e.g. 12-5-0-3), then a line per bye with
the table empty, the player in the red column, 0 in the others and the bye's code.
In json a bye's board (table) is 0.</source>
            <translation>একটি রাউন্ডের জোড়া ও ফল দেখায়।
tsv: একটি শিরোনাম-লাইন (board, white, black, result), তারপর
প্রতি খেলায় board&lt;TAB&gt;white_start&lt;TAB&gt;black_start&lt;TAB&gt;result, তারপর
প্রতি বাই বা অনুপস্থিতির জন্য একটি লাইন: board ফাঁকা (এটি কোনো বোর্ড নয়), black_start 0
ও ফলের জায়গায় বাইয়ের TRF কোড (U, H, F, Z; A: অনুপস্থিত)।
চারজনের টেবিলে: table&lt;TAB&gt;red&lt;TAB&gt;green&lt;TAB&gt;yellow&lt;TAB&gt;black&lt;TAB&gt;result
(শুরুর নম্বর; ফল যেভাবে লেখা হয়েছে, যেমন 12-5-0-3), তারপর প্রতি বাইয়ের জন্য
table ফাঁকা, red কলামে খেলোয়াড়, অন্যগুলোতে 0 ও বাইয়ের কোডসহ একটি লাইন।
json-এ বাইয়ের board (table) 0।</translation>
        </message>
        <message>
            <source>Replace the prize table instead of adding to it (a prize already there is refused otherwise).</source>
            <translation>পুরস্কার-তালিকায় যোগ না করে তালিকাটি বদলে দিন (নইলে আগে থেকে থাকা পুরস্কার প্রত্যাখ্যাত হয়)।</translation>
        </message>
        <message>
            <source>external pairing engine: --dutch|--dubov|--burstein IN.trf -p [OUT] | -c | -g CONFIG -o OUT</source>
            <translation type="vanished">বাইরের জোড়া তৈরির ইঞ্জিন: --dutch|--dubov|--burstein IN.trf -p [OUT] | -c | -g CONFIG -o OUT</translation>
        </message>
        <message>
            <source>round-robin, double-round-robin, swiss (FIDE Dutch), dubov (FIDE Dubov) or burstein
(FIDE Burstein) (required).</source>
            <translation>round-robin, double-round-robin, swiss (FIDE ডাচ), dubov (FIDE দুবভ) বা burstein
(FIDE বার্স্টাইন) (আবশ্যক)।</translation>
        </message>
        <message>
            <source>Serves the event's pages, always current, and a JSON API under /api/: the
starting list, every round, standings, crosstable or wall chart, player cards and
PDFs for everyone; the arbiter's page (/arbiter) enters a round's results in one
grid and pairs the next round. Every write needs the arbiter's token (sent as
Authorization: Bearer TOKEN, or by signing in on /login). Given a folder, the
API serves each of its .tourney files as an event and creates new ones there,
and /app/ is the arbiter's application on that API (docs/browser.md). The API is
described in docs/openapi.yaml.</source>
            <translation type="vanished">প্রতিযোগিতার সবসময় হালনাগাদ পাতা ও /api/-এর অধীনে একটি JSON API পরিবেশন করে:
সবার জন্য শুরুর তালিকা, প্রতিটি রাউন্ড, অবস্থান, ক্রসটেবিল বা ওয়াল চার্ট, খেলোয়াড়ের কার্ড ও
PDF; আরবিটারের পাতা (/arbiter) একটি ছকে একটি রাউন্ডের ফল লেখে
এবং পরের রাউন্ডের জোড়া তৈরি করে। প্রতিটি লেখায় আরবিটারের টোকেন লাগে (পাঠানো হয়
Authorization: Bearer TOKEN হিসেবে, বা /login-এ সাইন ইন করে)। একটি ফোল্ডার দিলে
API তার প্রতিটি .tourney ফাইলকে একটি প্রতিযোগিতা হিসেবে পরিবেশন করে ও সেখানে
নতুন প্রতিযোগিতা তৈরি করে, আর /app/ সেই API-এর ওপর আরবিটারের অ্যাপ্লিকেশন
(docs/browser.md)। API-এর বিবরণ docs/openapi.yaml-এ আছে।</translation>
        </message>
        <message>
            <source>Prints the address of the arbiter's application and opens it in the desktop's browser.</source>
            <translation>আরবিটারের অ্যাপ্লিকেশনের ঠিকানা ছাপে এবং ডেস্কটপের ব্রাউজারে তা খোলে।</translation>
        </message>
        <message>
            <source>Enters or leaves FIDE mode. In FIDE mode the tie-breaks and the forbidden pairs are locked
once round 1 is paired, and a pairing changed by hand is compared with the engine's.
Leaving it needs a reason; the change and its reason go into the event's log.</source>
            <translation>FIDE মোডে ঢোকে বা তা ছাড়ে। FIDE মোডে রাউন্ড ১ জোড়া হওয়ার পর টাই-ব্রেক ও নিষিদ্ধ জোড়া
আটকে যায়, আর হাতে বদলানো জোড়া ইঞ্জিনের জোড়ার সঙ্গে মেলানো হয়।
ছাড়তে কারণ লাগে; পরিবর্তন ও তার কারণ প্রতিযোগিতার লগে যায়।</translation>
        </message>
        <message>
            <source>on or off.</source>
            <translation>on বা off।</translation>
        </message>
        <message>
            <source>Why: required to leave FIDE mode, kept in the log.</source>
            <translation>কেন: FIDE মোড ছাড়তে আবশ্যক, লগে রাখা হয়।</translation>
        </message>
        <message>
            <source>enter or leave FIDE mode (logged)</source>
            <translation>FIDE মোডে ঢোকে বা ছাড়ে (লগে লেখা হয়)</translation>
        </message>
        <message>
            <source>Prints the event's log: every result entered, corrected or cleared, every
pairing, change by hand and unpairing, every player change and withdrawal,
with the local time of each. Each line is chained to the one before by SHA-256.</source>
            <translation>প্রতিযোগিতার লগ দেখায়: লেখা, সংশোধিত বা মোছা প্রতিটি ফল, প্রতিটি
জোড়া, হাতে পরিবর্তন ও জোড়া বাতিল, খেলোয়াড়ের প্রতিটি পরিবর্তন ও প্রত্যাহার,
প্রতিটির স্থানীয় সময়সহ। প্রতিটি লাইন SHA-256 দিয়ে আগের লাইনের সঙ্গে শিকলে বাঁধা।</translation>
        </message>
        <message>
            <source>Check the hash chain instead: exit 0 when every line follows from the lines before it, 3 naming the first line that does not (changed after it was written).</source>
            <translation>এর বদলে হ্যাশ-শিকল যাচাই করে: প্রতিটি লাইন আগের লাইনগুলো থেকে মিললে প্রস্থান ০, না মিললে প্রথম এমন লাইনের নাম বলে ৩ (লেখার পরে বদলানো)।</translation>
        </message>
        <message>
            <source>print the event's log of changes, or verify its hash chain</source>
            <translation>প্রতিযোগিতার পরিবর্তনের লগ দেখায়, বা তার হ্যাশ-শিকল যাচাই করে</translation>
        </message>
        <message>
            <source>FIDE mode: tie-breaks and forbidden pairs locked once round 1
is paired, pairings by hand compared with the engine's (default:
on for chess, which FIDE rates; off for the other games).</source>
            <translation>FIDE মোড: রাউন্ড ১ জোড়া হওয়ার পর টাই-ব্রেক ও নিষিদ্ধ জোড়া
আটকে যায়, হাতে করা জোড়া ইঞ্জিনের সঙ্গে মেলানো হয় (ডিফল্ট:
দাবায় on, যা FIDE রেটিং দেয়; অন্য খেলায় off)।</translation>
        </message>
        <message>
            <source>Serves the event's pages, always current, and a JSON API under /api/: the
starting list, every round, standings, crosstable or wall chart, player cards and
PDFs for everyone; the arbiter's page (/arbiter) enters a round's results in one
grid and pairs the next round. Every write needs the arbiter's token (sent as
Authorization: Bearer TOKEN, or by signing in on /login) or an account's session
(POST /api/login; accounts: tourney user). Given a folder, the
API serves each of its .tourney files as an event and creates new ones there,
and /app/ is the arbiter's application on that API (docs/browser.md). The API is
described in docs/openapi.yaml.</source>
            <translation type="vanished">প্রতিযোগিতার সবসময় হালনাগাদ পাতা ও /api/-এর অধীনে একটি JSON API পরিবেশন করে:
সবার জন্য শুরুর তালিকা, প্রতিটি রাউন্ড, অবস্থান, ক্রসটেবিল বা ওয়াল চার্ট, খেলোয়াড়ের কার্ড ও
PDF; আরবিটারের পাতা (/arbiter) একটি ছকে একটি রাউন্ডের ফল লেখে
এবং পরের রাউন্ডের জোড়া তৈরি করে। প্রতিটি লেখায় আরবিটারের টোকেন (পাঠানো হয়
Authorization: Bearer TOKEN হিসেবে, বা /login-এ সাইন ইন করে) বা একটি অ্যাকাউন্টের সেশন
(POST /api/login; অ্যাকাউন্ট: tourney user) লাগে। একটি ফোল্ডার দিলে
API তার প্রতিটি .tourney ফাইলকে একটি প্রতিযোগিতা হিসেবে পরিবেশন করে ও সেখানে
নতুন প্রতিযোগিতা তৈরি করে, আর /app/ সেই API-এর ওপর আরবিটারের অ্যাপ্লিকেশন
(docs/browser.md)। API-এর বিবরণ docs/openapi.yaml-এ আছে।</translation>
        </message>
        <message>
            <source>Time an account's session may go unused before it expires (default 1800; docs/federation.md).</source>
            <translation>একটি অ্যাকাউন্টের সেশন কতক্ষণ অব্যবহৃত থাকলে মেয়াদ শেষ হয় (সাধারণত 1800; docs/federation.md)।</translation>
        </message>
        <message>
            <source>Adds an account to the server, with its password (typed without echo, or the
first line of standard input) and its role: organiser (creates events,
appoints arbiters), chief-arbiter (everything in his events) or deputy-arbiter
(results and pairings), in one event (--event) or in every event.</source>
            <translation>সার্ভারে একটি অ্যাকাউন্ট যোগ করে, তার পাসওয়ার্ড (পর্দায় না দেখিয়ে টাইপ করা, বা
স্ট্যান্ডার্ড ইনপুটের প্রথম লাইন) ও ভূমিকাসহ: organiser (প্রতিযোগিতা তৈরি করেন,
আরবিটার নিয়োগ দেন), chief-arbiter (নিজের প্রতিযোগিতায় সবকিছু) বা deputy-arbiter
(ফল ও জোড়া), একটি প্রতিযোগিতায় (--event) বা সব প্রতিযোগিতায়।</translation>
        </message>
        <message>
            <source>Gives the account a new password (typed without echo, or the first line of
standard input); its sessions end.</source>
            <translation>অ্যাকাউন্টকে নতুন পাসওয়ার্ড দেয় (পর্দায় না দেখিয়ে টাইপ করা, বা স্ট্যান্ডার্ড
ইনপুটের প্রথম লাইন); তার সেশনগুলো শেষ হয়।</translation>
        </message>
        <message>
            <source>Gives the account ROLE in one event (--event) or in every event, in place of the
role it held there; ROLE none takes that role away.</source>
            <translation>অ্যাকাউন্টকে একটি প্রতিযোগিতায় (--event) বা সব প্রতিযোগিতায় ROLE দেয়, সেখানে আগের
ভূমিকার বদলে; ROLE none সেই ভূমিকা তুলে নেয়।</translation>
        </message>
        <message>
            <source>Prints the account's roles: role&lt;TAB&gt;event (empty: every event).</source>
            <translation>অ্যাকাউন্টের ভূমিকাগুলো দেখায়: role&lt;TAB&gt;event (ফাঁকা: সব প্রতিযোগিতা)।</translation>
        </message>
        <message>
            <source>The account's name: letters, digits, '.', '_' and '-'.</source>
            <translation>অ্যাকাউন্টের নাম: অক্ষর, অঙ্ক, '.', '_' ও '-'।</translation>
        </message>
        <message>
            <source>The account's name.</source>
            <translation>অ্যাকাউন্টের নাম।</translation>
        </message>
        <message>
            <source>organiser, chief-arbiter, deputy-arbiter or none.</source>
            <translation>organiser, chief-arbiter, deputy-arbiter বা none।</translation>
        </message>
        <message>
            <source>What `tourney serve` serves: a folder of events (the default: the current folder), an event file, or a postgresql:// address.</source>
            <translation>`tourney serve` যা পরিবেশন করে: প্রতিযোগিতার একটি ফোল্ডার (সাধারণত: বর্তমান ফোল্ডার), একটি প্রতিযোগিতার ফাইল, বা একটি postgresql:// ঠিকানা।</translation>
        </message>
        <message>
            <source>organiser, chief-arbiter or deputy-arbiter.</source>
            <translation>organiser, chief-arbiter বা deputy-arbiter।</translation>
        </message>
        <message>
            <source>The event the role is held in (its id); every event without it.</source>
            <translation>যে প্রতিযোগিতায় ভূমিকাটি (তার id); না দিলে সব প্রতিযোগিতায়।</translation>
        </message>
        <message>
            <source>The event (its id); every event without it.</source>
            <translation>প্রতিযোগিতা (তার id); না দিলে সব প্রতিযোগিতা।</translation>
        </message>
        <message>
            <source>the accounts of a server: organisers and arbiters</source>
            <translation>সার্ভারের অ্যাকাউন্ট: আয়োজক ও আরবিটার</translation>
        </message>
        <message>
            <source>add an account with its password and role</source>
            <translation>পাসওয়ার্ড ও ভূমিকাসহ একটি অ্যাকাউন্ট যোগ করে</translation>
        </message>
        <message>
            <source>change an account's password</source>
            <translation>একটি অ্যাকাউন্টের পাসওয়ার্ড বদলায়</translation>
        </message>
        <message>
            <source>give or take an account's role</source>
            <translation>একটি অ্যাকাউন্টকে ভূমিকা দেয় বা তুলে নেয়</translation>
        </message>
        <message>
            <source>an account's roles</source>
            <translation>একটি অ্যাকাউন্টের ভূমিকা</translation>
        </message>
        <message>
            <source>Team events: the boards of a match, one player of each team a board (default 4).</source>
            <translation>দলগত ইভেন্ট: একটি ম্যাচের বোর্ড সংখ্যা, প্রতি বোর্ডে প্রতিটি দলের একজন খেলোয়াড় (ডিফল্ট 4)।</translation>
        </message>
        <message>
            <source>Team events: match points for a match won, drawn, lost (default 2,1,0).</source>
            <translation>দলগত ইভেন্ট: ম্যাচ জয়, ড্র ও হারের ম্যাচ পয়েন্ট (ডিফল্ট 2,1,0)।</translation>
        </message>
        <message>
            <source>Team events: what ranks the teams, match-points (default) or game-points.</source>
            <translation>দলগত ইভেন্ট: দলগুলোর ক্রম যা দিয়ে ঠিক হয়, match-points (ডিফল্ট) বা game-points।</translation>
        </message>
        <message>
            <source>A team event: teams of players (tourney team add), a line-up each round
(tourney lineup), results per board; a round robin of teams (the Swiss
team pairing, C.04.6, is not done yet). --tiebreaks then takes the team
codes (MP, GP, DE, BH:MP, BH:GP, SB:MP, SB:GP, EMGSB, EGMSB, ESB).</source>
            <translation>একটি দলগত ইভেন্ট: খেলোয়াড়দের দল (tourney team add), প্রতি রাউন্ডে একটি লাইন-আপ
(tourney lineup), প্রতি বোর্ডের ফল; দলগুলোর রাউন্ড রবিন (সুইস দলগত
পেয়ারিং, C.04.6, এখনও হয়নি)। তখন --tiebreaks দলগত কোড নেয়
(MP, GP, DE, BH:MP, BH:GP, SB:MP, SB:GP, EMGSB, EGMSB, ESB)।</translation>
        </message>
        <message>
            <source>The board, or the table at tables of four (not with --file or --interactive);
in a team event MATCH.BOARD, e.g. 2.1 for board 1 of match 2.</source>
            <translation>বোর্ড, বা চারজনের টেবিলে টেবিল (--file বা --interactive-এর সঙ্গে নয়);
দলগত ইভেন্টে MATCH.BOARD, যেমন ম্যাচ 2-এর বোর্ড 1-এর জন্য 2.1।</translation>
        </message>
        <message>
            <source>Enters a team before round 1 is paired; the next team number is its. Its
roster lists its players' start numbers in board order, reserves last.</source>
            <translation>রাউন্ড 1-এর পেয়ারিংয়ের আগে একটি দল যোগ করে; পরের দল নম্বরটি তার। তার
তালিকায় খেলোয়াড়দের স্টার্ট নম্বর বোর্ডের ক্রমে থাকে, রিজার্ভরা শেষে।</translation>
        </message>
        <message>
            <source>Sets a team's line-up for a round: its players' start numbers board by board,
in the roster's order; - leaves a board empty (its game is lost by forfeit).</source>
            <translation>একটি রাউন্ডের জন্য দলের লাইন-আপ ঠিক করে: বোর্ড ধরে ধরে খেলোয়াড়দের স্টার্ট নম্বর,
তালিকার ক্রমে; - একটি বোর্ড খালি রাখে (তার খেলা ফরফিটে হার)।</translation>
        </message>
        <message>
            <source>Enters the results of a team match's boards at once, board 1 first, each as
for a game (White's first); all are stored or none.</source>
            <translation>একটি দলগত ম্যাচের সব বোর্ডের ফল একসঙ্গে দেয়, বোর্ড 1 আগে, প্রতিটি একটি
খেলার মতো (সাদার আগে); হয় সবগুলো রাখা হয়, নয়তো একটিও না।</translation>
        </message>
        <message>
            <source>The team's name.</source>
            <translation>দলের নাম।</translation>
        </message>
        <message>
            <source>The team's number.</source>
            <translation>দলের নম্বর।</translation>
        </message>
        <message>
            <source>Start numbers separated by commas, board 1 first, e.g. 1,2,-,5.</source>
            <translation>কমা দিয়ে আলাদা স্টার্ট নম্বর, বোর্ড 1 আগে, যেমন 1,2,-,5।</translation>
        </message>
        <message>
            <source>The match, as the round's pairing numbers it.</source>
            <translation>ম্যাচটি, রাউন্ডের পেয়ারিং যে নম্বর দেয়।</translation>
        </message>
        <message>
            <source>Results separated by commas, e.g. 1-0,0-1,1/2-1/2,-; - skips a board.</source>
            <translation>কমা দিয়ে আলাদা ফল, যেমন 1-0,0-1,1/2-1/2,-; - একটি বোর্ড বাদ দেয়।</translation>
        </message>
        <message>
            <source>Start numbers in board order, separated by commas (required).</source>
            <translation>বোর্ডের ক্রমে স্টার্ট নম্বর, কমা দিয়ে আলাদা (আবশ্যক)।</translation>
        </message>
        <message>
            <source>The team's federation or club.</source>
            <translation>দলের ফেডারেশন বা ক্লাব।</translation>
        </message>
        <message>
            <source>The team's captain.</source>
            <translation>দলের অধিনায়ক।</translation>
        </message>
        <message>
            <source>Every team of the round without a line-up plays its first players, one a board.</source>
            <translation>রাউন্ডের যে দলের লাইন-আপ নেই, সে তার প্রথম খেলোয়াড়দের খেলায়, প্রতি বোর্ডে একজন।</translation>
        </message>
        <message>
            <source>Replace results already entered (logged).</source>
            <translation>আগে দেওয়া ফল বদলায় (লগে লেখা হয়)।</translation>
        </message>
        <message>
            <source>enter and list the teams of a team event</source>
            <translation>দলগত ইভেন্টের দল যোগ করে ও তালিকা দেখায়</translation>
        </message>
        <message>
            <source>set a team's line-up for a round</source>
            <translation>একটি রাউন্ডের জন্য দলের লাইন-আপ ঠিক করে</translation>
        </message>
        <message>
            <source>enter the results of a team match's boards</source>
            <translation>একটি দলগত ম্যাচের বোর্ডগুলোর ফল দেয়</translation>
        </message>
        <message>
            <source>Lists the teams with their rosters.</source>
            <translation>দলগুলোকে তাদের খেলোয়াড় তালিকাসহ দেখায়।</translation>
        </message>
        <message>
            <source>enter a team with its roster</source>
            <translation>খেলোয়াড় তালিকাসহ একটি দল যোগ করে</translation>
        </message>
        <message>
            <source>list the teams</source>
            <translation>দলগুলোর তালিকা দেখায়</translation>
        </message>
        <message>
            <source>Lists what FIDE requires for the event to be rated, the article of the
Rating Regulations for each, and what is missing. Exits 3 when something is.</source>
            <translation>ইভেন্টটি রেটেড হতে FIDE যা চায় তার তালিকা দেয়, প্রতিটির জন্য রেটিং বিধির
অনুচ্ছেদ, এবং কী বাকি আছে। কিছু বাকি থাকলে 3 দিয়ে শেষ হয়।</translation>
        </message>
        <message>
            <source>Sets what the check of a rated event reads (tourney check-rated).</source>
            <translation>রেটেড ইভেন্টের যাচাই যা পড়ে তা ঠিক করে (tourney check-rated)।</translation>
        </message>
        <message>
            <source>The rate of play: 90+30, 40/90+30+30, 120.</source>
            <translation>খেলার গতি: 90+30, 40/90+30+30, 120।</translation>
        </message>
        <message>
            <source>The chief arbiter's name.</source>
            <translation>প্রধান আরবিটারের নাম।</translation>
        </message>
        <message>
            <source>The chief arbiter's FIDE id.</source>
            <translation>প্রধান আরবিটারের ফিডে আইডি।</translation>
        </message>
        <message>
            <source>The event's registration with FIDE.</source>
            <translation>ফিডেতে ইভেন্টের নিবন্ধন।</translation>
        </message>
        <message>
            <source>The day it was registered.</source>
            <translation>যেদিন নিবন্ধন হয়েছে।</translation>
        </message>
        <message>
            <source>will FIDE rate the event?</source>
            <translation>ফিডে কি ইভেন্টটি রেট করবে?</translation>
        </message>
        <message>
            <source>the details FIDE's rating asks for</source>
            <translation>ফিডের রেটিং যে তথ্য চায়</translation>
        </message>
        <message>
            <source>Marks players present for the next round (or --round N), by start number or
by a part of the name. Once a round's check-in is used, a player not present
is not paired in it and gets the event's zero-point bye.</source>
            <translation>পরের রাউন্ডে (বা --round N) খেলোয়াড়দের উপস্থিত চিহ্নিত করে, স্টার্ট নম্বর বা
নামের অংশ দিয়ে। কোনো রাউন্ডের চেক-ইন ব্যবহার হলে, অনুপস্থিত খেলোয়াড়
সেই রাউন্ডে জুটি পান না এবং ইভেন্টের শূন্য-পয়েন্ট বাই পান।</translation>
        </message>
        <message>
            <source>Start numbers or parts of names; several may follow.</source>
            <translation>স্টার্ট নম্বর বা নামের অংশ; একাধিক দেওয়া যায়।</translation>
        </message>
        <message>
            <source>The round (default: the next round to pair).</source>
            <translation>রাউন্ড (ডিফল্ট: জুটি বাঁধার পরের রাউন্ড)।</translation>
        </message>
        <message>
            <source>With --list: text (default), or tsv, csv and json.</source>
            <translation>--list সহ: text (ডিফল্ট), অথবা tsv, csv ও json।</translation>
        </message>
        <message>
            <source>Mark the players not present instead.</source>
            <translation>এর বদলে খেলোয়াড়দের অনুপস্থিত চিহ্নিত করে।</translation>
        </message>
        <message>
            <source>Print the round's check-in list instead.</source>
            <translation>এর বদলে রাউন্ডের চেক-ইন তালিকা ছাপে।</translation>
        </message>
        <message>
            <source>check players in before a round</source>
            <translation>রাউন্ডের আগে খেলোয়াড়দের চেক-ইন করে</translation>
        </message>
        <message>
            <source>Sets the entry fee and its discounts (amounts as 500 or 500.50). A player
pays the fee less the largest discount he is entitled to.</source>
            <translation>প্রবেশ ফি ও তার ছাড় ঠিক করে (পরিমাণ 500 বা 500.50 আকারে)। খেলোয়াড়
ফি থেকে তাঁর প্রাপ্য সবচেয়ে বড় ছাড়টি বাদ দিয়ে দেন।</translation>
        </message>
        <message>
            <source>Records a payment of the entry fee. The same payment twice (same player,
amount and method in the same minute, or the same reference) is refused.</source>
            <translation>প্রবেশ ফির একটি পরিশোধ লেখে। একই পরিশোধ দুবার (একই খেলোয়াড়,
পরিমাণ ও পদ্ধতি একই মিনিটে, বা একই রেফারেন্স) প্রত্যাখ্যাত হয়।</translation>
        </message>
        <message>
            <source>The player's start number, or a part of his name.</source>
            <translation>খেলোয়াড়ের স্টার্ট নম্বর, বা তাঁর নামের অংশ।</translation>
        </message>
        <message>
            <source>The amount paid, e.g. 500 or 500.50.</source>
            <translation>পরিশোধিত পরিমাণ, যেমন 500 বা 500.50।</translation>
        </message>
        <message>
            <source>The entry fee.</source>
            <translation>প্রবেশ ফি।</translation>
        </message>
        <message>
            <source>Off the fee for a player with a FIDE title.</source>
            <translation>ফিডে খেতাবধারী খেলোয়াড়ের ফি থেকে ছাড়।</translation>
        </message>
        <message>
            <source>Off the fee for women.</source>
            <translation>নারীদের ফি থেকে ছাড়।</translation>
        </message>
        <message>
            <source>Off the fee for juniors.</source>
            <translation>জুনিয়রদের ফি থেকে ছাড়।</translation>
        </message>
        <message>
            <source>Juniors are born in this year or later (0: none).</source>
            <translation>জুনিয়র মানে এই বছরে বা পরে জন্ম (0: কেউ না)।</translation>
        </message>
        <message>
            <source>Juniors are under this age on 1 January of the event's year.</source>
            <translation>জুনিয়র মানে ইভেন্টের বছরের 1 জানুয়ারিতে এই বয়সের নিচে।</translation>
        </message>
        <message>
            <source>How it was paid: cash, bkash, card, ... (default cash).</source>
            <translation>কীভাবে দেওয়া হয়েছে: cash, bkash, card, ... (ডিফল্ট cash)।</translation>
        </message>
        <message>
            <source>A receipt or transfer number.</source>
            <translation>রসিদ বা লেনদেন নম্বর।</translation>
        </message>
        <message>
            <source>Who took the payment (default: the user's login name).</source>
            <translation>কে টাকা নিয়েছেন (ডিফল্ট: ব্যবহারকারীর লগইন নাম)।</translation>
        </message>
        <message>
            <source>entry fees and payments at the desk</source>
            <translation>ডেস্কে প্রবেশ ফি ও পরিশোধ</translation>
        </message>
        <message>
            <source>Prints the treasurer's list: each player's fee, what he paid and what he
still owes, with the totals.</source>
            <translation>কোষাধ্যক্ষের তালিকা ছাপে: প্রত্যেক খেলোয়াড়ের ফি, কত দিয়েছেন ও কত
বাকি, মোট হিসাবসহ।</translation>
        </message>
        <message>
            <source>set the entry fee and its discounts</source>
            <translation>প্রবেশ ফি ও তার ছাড় ঠিক করে</translation>
        </message>
        <message>
            <source>record a payment</source>
            <translation>একটি পরিশোধ লেখে</translation>
        </message>
        <message>
            <source>print the treasurer's list</source>
            <translation>কোষাধ্যক্ষের তালিকা ছাপে</translation>
        </message>
        <message>
            <source>Writes the event as a FIDE TRF-16 file, with the TRF-26 header lines for
rounds, scoring and system; or as a draughts tournament file (DTF, the
TRF-style profile of docs/draughts.md, which `import --dtf` reads back);
or every seat of every game and every bye as
CSV or JSON (round, table, seat, start, name, game points, place, points);
or the whole event with its log as an archive (JSON, docs/archive.md), which
`import --archive` reads back without loss. TRF has no form for tables of
four: export such events as CSV, JSON or an archive.</source>
            <translation>প্রতিযোগিতাটি FIDE TRF-16 ফাইল হিসেবে লেখে, রাউন্ড, পয়েন্ট ও পদ্ধতির জন্য
TRF-26 শিরোনাম-লাইনসহ; অথবা ড্রাফটস প্রতিযোগিতার ফাইল হিসেবে (DTF,
docs/draughts.md-এর TRF-ধাঁচের রূপ, যা `import --dtf` ফিরিয়ে পড়ে);
অথবা প্রতিটি খেলার প্রতিটি আসন ও প্রতিটি বাই
CSV বা JSON হিসেবে (রাউন্ড, টেবিল, আসন, শুরুর নম্বর, নাম, খেলার পয়েন্ট, স্থান, পয়েন্ট);
অথবা লগসহ পুরো প্রতিযোগিতা একটি আর্কাইভ হিসেবে (JSON, docs/archive.md), যা
`import --archive` কিছু না হারিয়ে ফিরিয়ে পড়ে। চারজনের টেবিলের জন্য TRF-এ কোনো
রূপ নেই: এমন প্রতিযোগিতা CSV, JSON বা আর্কাইভ হিসেবে রপ্তানি করুন।</translation>
        </message>
        <message>
            <source>The draughts tournament file to write.</source>
            <translation>যে ড্রাফটস প্রতিযোগিতার ফাইল লেখা হবে।</translation>
        </message>
        <message>
            <source>write the event as a FIDE TRF file, a draughts tournament file or a lossless archive, or its results as CSV or JSON</source>
            <translation>প্রতিযোগিতাটি FIDE TRF ফাইল, ড্রাফটস প্রতিযোগিতার ফাইল বা কিছু না হারানো আর্কাইভ হিসেবে, বা তার ফল CSV বা JSON হিসেবে লেখে</translation>
        </message>
        <message>
            <source>Creates an event file from a FIDE TRF file (TRF-16, with TRF-26 and
JaVaFo header lines), from a draughts tournament file (docs/draughts.md),
or from an archive that `export --archive` wrote:
the whole event with its log, as it was (docs/archive.md). An existing
event is never replaced.</source>
            <translation>FIDE TRF ফাইল (TRF-16, TRF-26 ও JaVaFo শিরোনাম-লাইনসহ), ড্রাফটস প্রতিযোগিতার ফাইল
(docs/draughts.md), বা `export --archive`-এর লেখা আর্কাইভ থেকে প্রতিযোগিতার ফাইল
তৈরি করে: আর্কাইভ থেকে লগসহ পুরো প্রতিযোগিতা, যেমন ছিল তেমন (docs/archive.md)।
বিদ্যমান প্রতিযোগিতা কখনো প্রতিস্থাপিত হয় না।</translation>
        </message>
        <message>
            <source>IN is a draughts tournament file (`export --dtf` writes one).</source>
            <translation>IN হলো একটি ড্রাফটস প্রতিযোগিতার ফাইল (`export --dtf` তা লেখে)।</translation>
        </message>
        <message>
            <source>text (default), csv, tsv, json or html.</source>
            <translation>text (সাধারণত), csv, tsv, json বা html।</translation>
        </message>
        <message>
            <source>external pairing engine: --dutch|--dubov|--burstein IN.trf -p [OUT] | -c | -g CONFIG -o OUT [-s SEED]</source>
            <translation>বাইরের জোড়া তৈরির ইঞ্জিন: --dutch|--dubov|--burstein IN.trf -p [OUT] | -c | -g CONFIG -o OUT [-s SEED]</translation>
        </message>
        <message>
            <source>Serves the event's pages, always current, and a JSON API under /api/: the
starting list, every round, standings, crosstable or wall chart, player cards and
PDFs for everyone; the arbiter's page (/arbiter) enters a round's results in one
grid and pairs the next round. Every write needs the arbiter's token (sent as
Authorization: Bearer TOKEN, or by signing in on /login) or an account's session
(POST /api/login; accounts: tourney user). Given a folder, the
API serves each of its .tourney files as an event and creates new ones there;
given a postgresql:// database, each of its events (postgresql://.../DATABASE/EVENT,
each in a schema of its own: docs/federation.md), and creates new ones there.
/app/ is the arbiter's application on that API (docs/browser.md). The API is
described in docs/openapi.yaml.</source>
            <translation>প্রতিযোগিতার সবসময় হালনাগাদ পাতা ও /api/-এর অধীনে একটি JSON API পরিবেশন করে:
সবার জন্য শুরুর তালিকা, প্রতিটি রাউন্ড, অবস্থান, ক্রসটেবিল বা ওয়াল চার্ট, খেলোয়াড়ের কার্ড ও
PDF; আরবিটারের পাতা (/arbiter) একটি ছকে একটি রাউন্ডের ফল লেখে
এবং পরের রাউন্ডের জোড়া তৈরি করে। প্রতিটি লেখায় আরবিটারের টোকেন (পাঠানো হয়
Authorization: Bearer TOKEN হিসেবে, বা /login-এ সাইন ইন করে) বা একটি অ্যাকাউন্টের সেশন
(POST /api/login; অ্যাকাউন্ট: tourney user) লাগে। একটি ফোল্ডার দিলে
API তার প্রতিটি .tourney ফাইলকে একটি প্রতিযোগিতা হিসেবে পরিবেশন করে ও সেখানে
নতুন প্রতিযোগিতা তৈরি করে; একটি postgresql:// ডেটাবেস দিলে তার প্রতিটি প্রতিযোগিতা
(postgresql://.../DATABASE/EVENT, প্রতিটি নিজস্ব একটি স্কিমায়: docs/federation.md) পরিবেশন করে
ও সেখানে নতুন প্রতিযোগিতা তৈরি করে। /app/ সেই API-এর ওপর আরবিটারের অ্যাপ্লিকেশন
(docs/browser.md)। API-এর বিবরণ docs/openapi.yaml-এ আছে।</translation>
        </message>
        <message>
            <source>The event file or an event's postgresql:// address, a folder of event files, or a
postgresql:// database of events.</source>
            <translation>প্রতিযোগিতার ফাইল বা একটি প্রতিযোগিতার postgresql:// ঠিকানা, প্রতিযোগিতার ফাইলের একটি ফোল্ডার, বা
প্রতিযোগিতাগুলোর একটি postgresql:// ডেটাবেস।</translation>
        </message>
        <message>
            <source>Creates an event in sections: FOLDER gets one event file per section
(A.tourney, ...), each with the settings given, and sections.json, the
sections and their bands.</source>
            <translation>বিভাগে ভাগ করা একটি ইভেন্ট তৈরি করে: FOLDER-এ প্রতিটি বিভাগের জন্য একটি ইভেন্ট ফাইল
(A.tourney, ...), প্রতিটি দেওয়া সেটিংসে, আর sections.json, অর্থাৎ বিভাগগুলো
ও তাদের সীমা।</translation>
        </message>
        <message>
            <source>Lists the sections: band, players and rounds paired.</source>
            <translation>বিভাগগুলোর তালিকা: সীমা, খেলোয়াড় ও জোড়া হওয়া রাউন্ড।</translation>
        </message>
        <message>
            <source>Registers the players of a player CSV (as player import reads it), each in
the section of his band; unrated players in the section for them. Nothing is
stored when any player is refused.</source>
            <translation>একটি খেলোয়াড় CSV-র খেলোয়াড়দের নিবন্ধন করে (player import যেভাবে পড়ে), প্রত্যেককে
তার সীমার বিভাগে; রেটিংহীনদের তাদের জন্য ঠিক করা বিভাগে। কোনো খেলোয়াড়
প্রত্যাখ্যাত হলে কিছুই সংরক্ষিত হয় না।</translation>
        </message>
        <message>
            <source>Moves a player from one section to another before round 1 of either is
paired. He takes his check-ins, payments and requested byes with him.</source>
            <translation>কোনো বিভাগের রাউন্ড 1 জোড়া হওয়ার আগে একজন খেলোয়াড়কে এক বিভাগ থেকে অন্য বিভাগে
সরায়। তার চেক-ইন, পরিশোধ ও চাওয়া বাই তার সঙ্গে যায়।</translation>
        </message>
        <message>
            <source>Prints a report of every section (or of one), each under its heading: text
on the terminal, or a file with -o (PDF, or CSV when OUT ends in .csv, a
column naming each row's section). KIND as for tourney report, the kinds
that are tables: standings, pairings, startlist, alphabetical, ...</source>
            <translation>প্রতিটি বিভাগের (বা একটির) প্রতিবেদন ছাপে, প্রত্যেকটি নিজের শিরোনামের নিচে: টার্মিনালে
লেখা, বা -o দিয়ে একটি ফাইল (PDF, বা OUT .csv-তে শেষ হলে CSV, যার একটি কলাম
প্রতিটি সারির বিভাগ বলে)। KIND tourney report-এর মতো, যেগুলো সারণি:
standings, pairings, startlist, alphabetical, ...</translation>
        </message>
        <message>
            <source>Writes the site of every section (or of one), each in a folder of its name,
and an index of the sections.</source>
            <translation>প্রতিটি বিভাগের (বা একটির) সাইট লেখে, প্রত্যেকটি তার নামের ফোল্ডারে,
আর বিভাগগুলোর একটি সূচি।</translation>
        </message>
        <message>
            <source>The folder of the event (created when missing).</source>
            <translation>ইভেন্টের ফোল্ডার (না থাকলে তৈরি হয়)।</translation>
        </message>
        <message>
            <source>The folder of the event in sections.</source>
            <translation>বিভাগে ভাগ করা ইভেন্টের ফোল্ডার।</translation>
        </message>
        <message>
            <source>The section he is in.</source>
            <translation>যে বিভাগে সে আছে।</translation>
        </message>
        <message>
            <source>His start number there, or a part of his name.</source>
            <translation>সেখানে তার শুরুর নম্বর, বা তার নামের একটি অংশ।</translation>
        </message>
        <message>
            <source>The section he moves to.</source>
            <translation>যে বিভাগে সে যাবে।</translation>
        </message>
        <message>
            <source>standings, pairings, crosstable, wallchart, startlist, alphabetical, ...</source>
            <translation>standings, pairings, crosstable, wallchart, startlist, alphabetical, ...</translation>
        </message>
        <message>
            <source>A section (two or more): a rating band 2000-, 1600-1999 or -1599, born:2010-2013,
sex:f or sex:m, several joined by commas, or hand (placed by the desk).</source>
            <translation>একটি বিভাগ (দুই বা বেশি): রেটিং সীমা 2000-, 1600-1999 বা -1599, born:2010-2013,
sex:f বা sex:m, কয়েকটি কমা দিয়ে যুক্ত, বা hand (ডেস্ক নিজে বসায়)।</translation>
        </message>
        <message>
            <source>The section of unrated players (default: the one whose rating band reaches lowest).</source>
            <translation>রেটিংহীন খেলোয়াড়দের বিভাগ (পূর্বনির্ধারিত: যার রেটিং সীমা সবচেয়ে নিচে নামে)।</translation>
        </message>
        <message>
            <source>text (default), or tsv, csv and json.</source>
            <translation>text (পূর্বনির্ধারিত), বা tsv, csv ও json।</translation>
        </message>
        <message>
            <source>Only this section.</source>
            <translation>শুধু এই বিভাগ।</translation>
        </message>
        <message>
            <source>Pairings of round R; tables after round R (default: each section's last).</source>
            <translation>রাউন্ড R-এর জোড়া; রাউন্ড R-এর পরের সারণি (পূর্বনির্ধারিত: প্রতিটি বিভাগের শেষটি)।</translation>
        </message>
        <message>
            <source>Without -o: text (default), tsv, csv or json.</source>
            <translation>-o ছাড়া: text (পূর্বনির্ধারিত), tsv, csv বা json।</translation>
        </message>
        <message>
            <source>The file to write.</source>
            <translation>যে ফাইল লেখা হবে।</translation>
        </message>
        <message>
            <source>Register players although one seems to be another's second entry.</source>
            <translation>কাউকে অন্য কারো দ্বিতীয় প্রবেশ মনে হলেও খেলোয়াড়দের নিবন্ধন করুন।</translation>
        </message>
        <message>
            <source>Replace OUT when it exists.</source>
            <translation>OUT থাকলে তা প্রতিস্থাপন করুন।</translation>
        </message>
        <message>
            <source>Replace files of DIR that an earlier publish did not write.</source>
            <translation>DIR-এর যে ফাইল আগের কোনো publish লেখেনি সেগুলোও প্রতিস্থাপন করুন।</translation>
        </message>
        <message>
            <source>an event in sections: one event file per section</source>
            <translation>বিভাগে ভাগ করা ইভেন্ট: প্রতিটি বিভাগের জন্য একটি ইভেন্ট ফাইল</translation>
        </message>
        <message>
            <source>create an event in sections</source>
            <translation>বিভাগে ভাগ করা ইভেন্ট তৈরি করুন</translation>
        </message>
        <message>
            <source>list the sections</source>
            <translation>বিভাগগুলোর তালিকা দেখান</translation>
        </message>
        <message>
            <source>register a player CSV, each player in his section</source>
            <translation>একটি খেলোয়াড় CSV নিবন্ধন করুন, প্রত্যেককে তার বিভাগে</translation>
        </message>
        <message>
            <source>move a player to another section before round 1</source>
            <translation>রাউন্ড 1-এর আগে একজন খেলোয়াড়কে অন্য বিভাগে সরান</translation>
        </message>
        <message>
            <source>print a report of every section or of one</source>
            <translation>প্রতিটি বিভাগের বা একটির প্রতিবেদন ছাপুন</translation>
        </message>
        <message>
            <source>write the site of the sections</source>
            <translation>বিভাগগুলোর সাইট লিখুন</translation>
        </message>
        <message>
            <source>Prints a report of the event as PDF (or CSV when OUT ends in .csv).
KIND: pairings (of a round, byes below the boards), standings (with every
tie-break), crosstable (round robins), wallchart (Swiss events), schedule (every
round of a round robin, also before round 1), scoresheets (every game of a
round, two to a page). At tables of four also meetings (who met whom, in which
round and seat) and tablesheets (a sheet per table: the players by seat, a box
for each seat's points, the signatures). For the venue: startlist (by start
number, also before round 1), alphabetical (by name), pairings-by-name (a round's
boards with the players by name: the sheet at the door). For FIDE: ratings (each
player's rating change, B.02), norms (title norms met, B.01), it1 (FIDE's
certificate of a title norm, one for each norm achieved) and it3 (FIDE's
tournament report of the norms). For the organiser: prizes (the prize list).
For the hall: pairing-cards (a card per board of a round, six to a page),
badges (a badge per player, eight to a page) and table-numbers (each board's
number, two to a page); cards and badges carry a QR code to each player's page
on the event's site (--site-url), or none with --no-qr.
FILE is an event file or a .trf file.</source>
            <translation>প্রতিযোগিতার একটি প্রতিবেদন PDF হিসেবে ছাপে (OUT .csv-তে শেষ হলে CSV)।
KIND: pairings (একটি রাউন্ডের জোড়া, বোর্ডের নিচে বাই), standings (সব
টাই-ব্রেকসহ অবস্থান), crosstable (রাউন্ড রবিন), wallchart (সুইস), schedule (রাউন্ড
রবিনের প্রতিটি রাউন্ড, রাউন্ড 1-এর আগেও), scoresheets (একটি রাউন্ডের প্রতিটি
খেলা, প্রতি পাতায় দুটি)। চারজনের টেবিলে meetings (কে কার মুখোমুখি হলো, কোন
রাউন্ডে ও আসনে) এবং tablesheets (প্রতি টেবিলে একটি পাতা: আসন অনুযায়ী খেলোয়াড়, প্রতিটি
আসনের পয়েন্টের ঘর, স্বাক্ষর)-ও। খেলার স্থানের জন্য: startlist (শুরুর নম্বর
অনুযায়ী, রাউন্ড 1-এর আগেও), alphabetical (নাম অনুযায়ী), pairings-by-name (নাম অনুযায়ী
খেলোয়াড়সহ একটি রাউন্ডের বোর্ড: দরজায় টাঙানোর তালিকা)। FIDE-এর জন্য: ratings (প্রতিটি
খেলোয়াড়ের রেটিং পরিবর্তন, B.02), norms (অর্জিত খেতাবের নর্ম, B.01), it1 (FIDE-এর
খেতাব নর্মের সনদ, প্রতিটি অর্জিত নর্মের জন্য একটি) ও it3 (নর্মগুলোর বিষয়ে FIDE-এর
প্রতিযোগিতা প্রতিবেদন)। আয়োজকের জন্য: prizes (পুরস্কারের তালিকা)।
হলের জন্য: pairing-cards (একটি রাউন্ডের প্রতি বোর্ডে একটি কার্ড, প্রতি পাতায় ছয়টি),
badges (প্রতি খেলোয়াড়ের একটি ব্যাজ, প্রতি পাতায় আটটি) ও table-numbers (প্রতিটি বোর্ডের
নম্বর, প্রতি পাতায় দুটি); কার্ড ও ব্যাজে প্রতিযোগিতার সাইটে প্রতিটি খেলোয়াড়ের পাতার
QR কোড থাকে (--site-url), --no-qr দিলে থাকে না।
FILE প্রতিযোগিতার ফাইল বা .trf ফাইল।</translation>
        </message>
        <message>
            <source>pairings, standings, crosstable, wallchart, scoresheets, schedule, meetings,
tablesheets, startlist, alphabetical, pairings-by-name, ratings, norms, prizes,
it1, it3, pairing-cards, badges or table-numbers.</source>
            <translation>pairings, standings, crosstable, wallchart, scoresheets, schedule, meetings,
tablesheets, startlist, alphabetical, pairings-by-name, ratings, norms, prizes,
it1, it3, pairing-cards, badges বা table-numbers।</translation>
        </message>
        <message>
            <source>pairing-cards, badges: the address of the event's pages as tourney serve serves them
(https://chess.example.org/events/open); each QR code leads to URL/players/N.</source>
            <translation>pairing-cards, badges: tourney serve যেভাবে প্রতিযোগিতার পাতাগুলো দেখায় সেই ঠিকানা
(https://chess.example.org/events/open); প্রতিটি QR কোড URL/players/N-এ নিয়ে যায়।</translation>
        </message>
        <message>
            <source>pairing-cards, badges: print them without QR codes (the event has no site).</source>
            <translation>pairing-cards, badges: QR কোড ছাড়া ছাপে (প্রতিযোগিতার কোনো সাইট নেই)।</translation>
        </message>
        <message>
            <source>Opens the public registration form of `tourney serve` until TIME (the local
time, "YYYY-MM-DD HH:MM"), or moves its closing time. Entries wait for approval.</source>
            <translation>`tourney serve`-এর সর্বজনীন নিবন্ধন ফর্ম TIME (স্থানীয় সময়, "YYYY-MM-DD HH:MM")
পর্যন্ত খোলে, অথবা বন্ধের সময় বদলায়। আবেদনগুলো অনুমোদনের অপেক্ষায় থাকে।</translation>
        </message>
        <message>
            <source>Closes the registration form before its time; the entries stay, to be approved
or rejected.</source>
            <translation>নিবন্ধন ফর্ম সময়ের আগেই বন্ধ করে; আবেদনগুলো থেকে যায়, অনুমোদন
বা প্রত্যাখ্যানের জন্য।</translation>
        </message>
        <message>
            <source>Prints the entries of the registration form in the order they came, and
whether the form is open.</source>
            <translation>নিবন্ধন ফর্মের আবেদনগুলো আসার ক্রমে দেখায়, এবং ফর্মটি
খোলা কি না।</translation>
        </message>
        <message>
            <source>Approves entry N: its entrant becomes a player, with every check of `player
add`. Logged.</source>
            <translation>আবেদন N অনুমোদন করে: আবেদনকারী খেলোয়াড় হন, `player add`-এর প্রতিটি
যাচাইসহ। লগে লেখা হয়।</translation>
        </message>
        <message>
            <source>Rejects entry N, with the reason given. Logged.</source>
            <translation>দেওয়া কারণসহ আবেদন N প্রত্যাখ্যান করে। লগে লেখা হয়।</translation>
        </message>
        <message>
            <source>The entry's number, as `registration FILE list` shows it.</source>
            <translation>আবেদনের নম্বর, `registration FILE list` যেমন দেখায়।</translation>
        </message>
        <message>
            <source>When the form stops taking entries: "YYYY-MM-DD HH:MM", local time.</source>
            <translation>কখন ফর্মটি আবেদন নেওয়া বন্ধ করবে: "YYYY-MM-DD HH:MM", স্থানীয় সময়।</translation>
        </message>
        <message>
            <source>Why the entry is rejected.</source>
            <translation>আবেদনটি কেন প্রত্যাখ্যাত।</translation>
        </message>
        <message>
            <source>Only the entries that wait for approval.</source>
            <translation>শুধু অনুমোদনের অপেক্ষায় থাকা আবেদনগুলো।</translation>
        </message>
        <message>
            <source>the public registration form: open, close, approve or reject entries</source>
            <translation>সর্বজনীন নিবন্ধন ফর্ম: খোলা, বন্ধ করা, আবেদন অনুমোদন বা প্রত্যাখ্যান</translation>
        </message>
        <message>
            <source>open the public registration form until a closing time</source>
            <translation>বন্ধের একটি সময় পর্যন্ত সর্বজনীন নিবন্ধন ফর্ম খোলে</translation>
        </message>
        <message>
            <source>close the registration form</source>
            <translation>নিবন্ধন ফর্ম বন্ধ করে</translation>
        </message>
        <message>
            <source>list the entries of the registration form</source>
            <translation>নিবন্ধন ফর্মের আবেদনগুলোর তালিকা দেখায়</translation>
        </message>
        <message>
            <source>approve an entry: its entrant becomes a player</source>
            <translation>একটি আবেদন অনুমোদন করে: আবেদনকারী খেলোয়াড় হন</translation>
        </message>
        <message>
            <source>reject an entry</source>
            <translation>একটি আবেদন প্রত্যাখ্যান করে</translation>
        </message>
        <message>
            <source>Registration forms one address may post a minute, N at once (default 10; docs/organiser.md).</source>
            <translation>একটি ঠিকানা থেকে মিনিটে যতগুলো নিবন্ধন ফর্ম পাঠানো যায়, একসাথে N টি (ডিফল্ট 10; docs/organiser.md)।</translation>
        </message>
        <message>
            <source>Archives the event: it becomes read-only, every change refused until an
organiser restores it; its pages and exports stay as they are. An event whose
last round still awaits results needs --force.</source>
            <translation>ইভেন্টটি আর্কাইভ করে: এটি শুধু পড়ার জন্য হয়ে যায়, কোনো সংগঠক ফিরিয়ে না আনা পর্যন্ত
প্রতিটি পরিবর্তন প্রত্যাখ্যাত হয়; এর পৃষ্ঠা ও রপ্তানি যেমন ছিল তেমনই থাকে। যে ইভেন্টের
শেষ রাউন্ড এখনো ফলাফলের অপেক্ষায়, তার জন্য --force লাগে।</translation>
        </message>
        <message>
            <source>Restores an archived event: it may be changed again. Logged in its log.</source>
            <translation>আর্কাইভ করা ইভেন্ট ফিরিয়ে আনে: এটি আবার পরিবর্তন করা যায়। এর লগে লেখা হয়।</translation>
        </message>
        <message>
            <source>Deletes the event with its log: the file, or the event's schema of a PostgreSQL
database. An event with rounds paired that is not archived needs --force. The
deletion is written in the server's log, kept with its accounts.</source>
            <translation>ইভেন্টটি তার লগসহ মুছে ফেলে: ফাইলটি, অথবা PostgreSQL ডাটাবেসে ইভেন্টের স্কিমা।
যে ইভেন্টে রাউন্ড জোড়া হয়েছে অথচ আর্কাইভ করা হয়নি, তার জন্য --force লাগে।
মুছে ফেলার কথা সার্ভারের লগে লেখা হয়, যা অ্যাকাউন্টগুলোর সাথে রাখা থাকে।</translation>
        </message>
        <message>
            <source>The event file, or its postgresql:// address.</source>
            <translation>ইভেন্টের ফাইল, অথবা এর postgresql:// ঠিকানা।</translation>
        </message>
        <message>
            <source>The event file, or its postgresql://.../DATABASE/EVENT address.</source>
            <translation>ইভেন্টের ফাইল, অথবা এর postgresql://.../DATABASE/EVENT ঠিকানা।</translation>
        </message>
        <message>
            <source>Archive it although its last round awaits results.</source>
            <translation>শেষ রাউন্ড ফলাফলের অপেক্ষায় থাকলেও আর্কাইভ করুন।</translation>
        </message>
        <message>
            <source>Delete it although rounds are paired and it is not archived.</source>
            <translation>রাউন্ড জোড়া হয়ে থাকলেও এবং আর্কাইভ করা না হলেও মুছে ফেলুন।</translation>
        </message>
        <message>
            <source>make the event read-only (an organiser restores it)</source>
            <translation>ইভেন্টটি শুধু পড়ার জন্য করুন (কোনো সংগঠক এটি ফিরিয়ে আনেন)</translation>
        </message>
        <message>
            <source>make an archived event writable again</source>
            <translation>আর্কাইভ করা ইভেন্ট আবার পরিবর্তনযোগ্য করুন</translation>
        </message>
        <message>
            <source>delete the event with its log (logged in the server's log)</source>
            <translation>ইভেন্টটি তার লগসহ মুছে ফেলুন (সার্ভারের লগে লেখা হয়)</translation>
        </message>
        <message>
            <source>Prints the server's own log, kept with its accounts: the events deleted, when
(local time), by whom, and what they held.</source>
            <translation>সার্ভারের নিজস্ব লগ দেখায়, যা এর অ্যাকাউন্টগুলোর সাথে রাখা থাকে: কোন ইভেন্ট মুছে ফেলা হয়েছে,
কখন (স্থানীয় সময়), কে মুছেছেন, এবং তাতে কী ছিল।</translation>
        </message>
        <message>
            <source>print the server's own log: the events deleted</source>
            <translation>সার্ভারের নিজস্ব লগ দেখান: মুছে ফেলা ইভেন্টগুলো</translation>
        </message>
        <message>
            <source>The address of a proxy in front (nginx): its requests are from the address in its
X-Real-IP header, and its connections are not limited as one client's (docs/federation.md).</source>
            <translation>সামনে থাকা প্রক্সির (nginx) ঠিকানা: তার অনুরোধগুলো তার
X-Real-IP হেডারে লেখা ঠিকানা থেকে আসা বলে ধরা হয়, আর তার সংযোগগুলো একটি ক্লায়েন্টের মতো সীমিত হয় না (docs/federation.md)।</translation>
        </message>
        <message>
            <source>Registers a player; the next start number is theirs. After round 1 of a
Swiss event is paired, a late entry takes his place in the initial ranking.
With --registry, the player of the federation's registry (`tourney registry`)
with his details and rating; options given beside it replace the registry's.</source>
            <translation>একজন খেলোয়াড় নিবন্ধন করে; পরের শুরুর নম্বর তাঁর। সুইস প্রতিযোগিতার রাউন্ড 1
জোড়া হওয়ার পর দেরিতে আসা খেলোয়াড় প্রাথমিক র‍্যাঙ্কিংয়ে নিজের জায়গা পান।
--registry দিলে ফেডারেশনের নিবন্ধন তালিকার (`tourney registry`) খেলোয়াড়, তাঁর তথ্য
ও রেটিংসহ; পাশাপাশি দেওয়া অপশন তালিকার তথ্যের জায়গা নেয়।</translation>
        </message>
        <message>
            <source>The player of the registry kept beside the event (its folder's or database's): his FIDE id, R and his registry number, or N: and his national id.</source>
            <translation>প্রতিযোগিতার পাশে (তার ফোল্ডার বা ডেটাবেসে) রাখা নিবন্ধন তালিকার খেলোয়াড়: তাঁর FIDE আইডি, R ও তালিকায় তাঁর নম্বর, বা N: ও তাঁর জাতীয় আইডি।</translation>
        </message>
        <message>
            <source>With --registry: the rating to take (default standard).</source>
            <translation>--registry-এর সঙ্গে: কোন রেটিং নেওয়া হবে (পূর্বনির্ধারিত standard)।</translation>
        </message>
        <message>
            <source>Imports a list of players into the registry, in one transaction: FIDE's monthly
list (--fide, players_list_foa.txt or players_list_xml.xml, with --month), whose
players are added or take the list's details and their standard, rapid and blitz
ratings of that month; or the federation's own list (--national, a CSV file of
national_id, name, fide_id, federation, title, sex, birth). A bad line is named
by file, line and field, and nothing is stored.</source>
            <translation>খেলোয়াড়দের একটি তালিকা নিবন্ধন তালিকায় আনে, এক লেনদেনে: FIDE-এর মাসিক
তালিকা (--fide, players_list_foa.txt বা players_list_xml.xml, --month-সহ), যার
খেলোয়াড়েরা যোগ হন বা তালিকার তথ্য এবং সেই মাসের স্ট্যান্ডার্ড, র‍্যাপিড ও ব্লিৎজ
রেটিং পান; অথবা ফেডারেশনের নিজের তালিকা (--national, national_id, name, fide_id,
federation, title, sex, birth কলামের একটি CSV ফাইল)। ভুল লাইন ফাইল, লাইন ও
ঘরের নামসহ জানানো হয়, আর কিছুই সংরক্ষিত হয় না।</translation>
        </message>
        <message>
            <source>Finds players in the registry: a FIDE id, R and a registry number (R17), N: and
a national id, or words of a name in any order, case and accents aside
("carlsen magnus", "Magnus Carlsen", "carl mag"); when nothing is found so,
a word of four letters or more may have a typo. The highest rated first.</source>
            <translation>নিবন্ধন তালিকায় খেলোয়াড় খোঁজে: একটি FIDE আইডি, R ও তালিকার নম্বর (R17), N: ও
জাতীয় আইডি, অথবা নামের শব্দ যেকোনো ক্রমে, বড়-ছোট হাতের অক্ষর ও স্বরচিহ্ন বাদে
("carlsen magnus", "Magnus Carlsen", "carl mag"); এভাবে কাউকে না পেলে চার বা তার
বেশি অক্ষরের শব্দে একটি ভুল থাকতে পারে। সর্বোচ্চ রেটিং আগে।</translation>
        </message>
        <message>
            <source>Prints one player of the registry: ID is his FIDE id, R and his registry
number (R17), or N: and his national id.</source>
            <translation>নিবন্ধন তালিকার একজন খেলোয়াড় দেখায়: ID তাঁর FIDE আইডি, R ও তালিকায় তাঁর
নম্বর (R17), বা N: ও তাঁর জাতীয় আইডি।</translation>
        </message>
        <message>
            <source>The list.</source>
            <translation>তালিকাটি।</translation>
        </message>
        <message>
            <source>What to look for.</source>
            <translation>কী খুঁজতে হবে।</translation>
        </message>
        <message>
            <source>The player.</source>
            <translation>খেলোয়াড়টি।</translation>
        </message>
        <message>
            <source>The month of FIDE's list (2026-03).</source>
            <translation>FIDE-এর তালিকার মাস (2026-03)।</translation>
        </message>
        <message>
            <source>At most N players (default 20).</source>
            <translation>সর্বোচ্চ N জন খেলোয়াড় (পূর্বনির্ধারিত 20)।</translation>
        </message>
        <message>
            <source>FILE is FIDE's rating list.</source>
            <translation>FILE হলো FIDE-এর রেটিং তালিকা।</translation>
        </message>
        <message>
            <source>FILE is the federation's list (CSV).</source>
            <translation>FILE হলো ফেডারেশনের তালিকা (CSV)।</translation>
        </message>
        <message>
            <source>the federation's player registry: import, search, show</source>
            <translation>ফেডারেশনের খেলোয়াড় নিবন্ধন তালিকা: আনা, খোঁজা, দেখা</translation>
        </message>
        <message>
            <source>import FIDE's list or the federation's list of players</source>
            <translation>FIDE-এর তালিকা বা ফেডারেশনের খেলোয়াড় তালিকা আনে</translation>
        </message>
        <message>
            <source>find players by name or id</source>
            <translation>নাম বা আইডি দিয়ে খেলোয়াড় খোঁজে</translation>
        </message>
        <message>
            <source>one player of the registry</source>
            <translation>নিবন্ধন তালিকার একজন খেলোয়াড়</translation>
        </message>
        <message>
            <source>List the events of the server that register him instead: by FIDE id, or by name and year of birth for a player without one.</source>
            <translation>এর বদলে সার্ভারের যেসব প্রতিযোগিতায় তিনি নিবন্ধিত সেগুলোর তালিকা দেয়: FIDE আইডি ধরে, আর FIDE আইডি না থাকলে নাম ও জন্মসাল ধরে।</translation>
        </message>
    </context>
    <context>
        <name>reports</name>
        <message>
            <source>Section</source>
            <translation>বিভাগ</translation>
        </message>
        <message>
            <source>Band</source>
            <translation>সীমা</translation>
        </message>
        <message>
            <source>Rounds paired</source>
            <translation>জোড়া হওয়া রাউন্ড</translation>
        </message>
        <message>
            <source>met</source>
            <translation>পূরণ হয়েছে</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>বাকি</translation>
        </message>
        <message>
            <source>present</source>
            <translation>উপস্থিত</translation>
        </message>
        <message>
            <source>not checked in</source>
            <translation>চেক-ইন হয়নি</translation>
        </message>
        <message>
            <source>bye requested</source>
            <translation>বাই চাওয়া হয়েছে</translation>
        </message>
        <message>
            <source>withdrawn</source>
            <translation>প্রত্যাহৃত</translation>
        </message>
        <message>
            <source>standard</source>
            <translation>সাধারণ</translation>
        </message>
        <message>
            <source>titled</source>
            <translation>খেতাবধারী</translation>
        </message>
        <message>
            <source>women</source>
            <translation>নারী</translation>
        </message>
        <message>
            <source>junior</source>
            <translation>জুনিয়র</translation>
        </message>
        <message>
            <source>rate of play</source>
            <translation>খেলার গতি</translation>
        </message>
        <message>
            <source>registration</source>
            <translation>নিবন্ধন</translation>
        </message>
        <message>
            <source>arbiter</source>
            <translation>আরবিটার</translation>
        </message>
        <message>
            <source>players</source>
            <translation>খেলোয়াড়</translation>
        </message>
        <message>
            <source>rated players</source>
            <translation>রেটেড খেলোয়াড়</translation>
        </message>
        <message>
            <source>game</source>
            <translation>খেলা</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>মোট</translation>
        </message>
        <message>
            <source>Requirement</source>
            <translation>শর্ত</translation>
        </message>
        <message>
            <source>Article</source>
            <translation>ধারা</translation>
        </message>
        <message>
            <source>Fulfilled</source>
            <translation>পূরণ</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>বিবরণ</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>অবস্থা</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>শ্রেণি</translation>
        </message>
        <message>
            <source>Due</source>
            <translation>প্রাপ্য</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>পরিশোধিত</translation>
        </message>
        <message>
            <source>Balance</source>
            <translation>বাকি</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>পরিশোধসমূহ</translation>
        </message>
        <message>
            <source>Check-in, round %1</source>
            <translation>চেক-ইন, রাউন্ড %1</translation>
        </message>
        <message>
            <source>Entry fees</source>
            <translation>প্রবেশ ফি</translation>
        </message>
        <message>
            <source>Will this be rated? (FIDE Rating Regulations)</source>
            <translation>এটি কি রেট হবে? (ফিডে রেটিং বিধিমালা)</translation>
        </message>
        <message>
            <source>Met</source>
            <translation>যাঁদের সঙ্গে খেলা</translation>
        </message>
        <message>
            <source>standings after round %1 of %2</source>
            <translation>রাউন্ড %1-এর পর অবস্থান (মোট %2)</translation>
        </message>
        <message>
            <source>standings during round %1</source>
            <translation>রাউন্ড %1 চলাকালীন অবস্থান</translation>
        </message>
        <message>
            <source>standings before round %1</source>
            <translation>রাউন্ড %1-এর আগে অবস্থান</translation>
        </message>
        <message>
            <source>standings after round %1, round %2 in progress</source>
            <translation>রাউন্ড %1-এর পর অবস্থান, রাউন্ড %2 চলছে</translation>
        </message>
        <message>
            <source>standings after round %1 of %2, round %3 in progress</source>
            <translation>রাউন্ড %1-এর পর অবস্থান (মোট %2), রাউন্ড %3 চলছে</translation>
        </message>
        <message>
            <source>Meetings during round %1</source>
            <translation>রাউন্ড %1 চলাকালীন সাক্ষাৎ</translation>
        </message>
        <message>
            <source>Meetings before round %1</source>
            <translation>রাউন্ড %1-এর আগে সাক্ষাৎ</translation>
        </message>
        <message>
            <source>Meetings after round %1, round %2 in progress</source>
            <translation>রাউন্ড %1-এর পর সাক্ষাৎ, রাউন্ড %2 চলছে</translation>
        </message>
        <message>
            <source>Meetings after round %1 of %2, round %3 in progress</source>
            <translation>রাউন্ড %1-এর পর সাক্ষাৎ (মোট %2), রাউন্ড %3 চলছে</translation>
        </message>
        <message>
            <source>Crosstable during round %1</source>
            <translation>রাউন্ড %1 চলাকালীন ক্রসটেবিল</translation>
        </message>
        <message>
            <source>Crosstable before round %1</source>
            <translation>রাউন্ড %1-এর আগে ক্রসটেবিল</translation>
        </message>
        <message>
            <source>Crosstable after round %1, round %2 in progress</source>
            <translation>রাউন্ড %1-এর পর ক্রসটেবিল, রাউন্ড %2 চলছে</translation>
        </message>
        <message>
            <source>Crosstable after round %1 of %2, round %3 in progress</source>
            <translation>রাউন্ড %1-এর পর ক্রসটেবিল (মোট %2), রাউন্ড %3 চলছে</translation>
        </message>
        <message>
            <source>Wall chart during round %1</source>
            <translation>রাউন্ড %1 চলাকালীন ওয়াল চার্ট</translation>
        </message>
        <message>
            <source>Wall chart before round %1</source>
            <translation>রাউন্ড %1-এর আগে ওয়াল চার্ট</translation>
        </message>
        <message>
            <source>Wall chart after round %1, round %2 in progress</source>
            <translation>রাউন্ড %1-এর পর ওয়াল চার্ট, রাউন্ড %2 চলছে</translation>
        </message>
        <message>
            <source>Wall chart after round %1 of %2, round %3 in progress</source>
            <translation>রাউন্ড %1-এর পর ওয়াল চার্ট (মোট %2), রাউন্ড %3 চলছে</translation>
        </message>
        <message>
            <source>Standings during round %1</source>
            <translation>রাউন্ড %1 চলাকালীন অবস্থান</translation>
        </message>
        <message>
            <source>Standings before round %1</source>
            <translation>রাউন্ড %1-এর আগে অবস্থান</translation>
        </message>
        <message>
            <source>Standings after round %1, round %2 in progress</source>
            <translation>রাউন্ড %1-এর পর অবস্থান, রাউন্ড %2 চলছে</translation>
        </message>
        <message>
            <source>Standings after round %1 of %2, round %3 in progress</source>
            <translation>রাউন্ড %1-এর পর অবস্থান (মোট %2), রাউন্ড %3 চলছে</translation>
        </message>
        <message>
            <source>Pairings of round %1</source>
            <translation>রাউন্ড %1-এর জোড়া</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>রাউন্ড %1</translation>
        </message>
        <message>
            <source>Standings after round %1</source>
            <translation>রাউন্ড %1-এর পর অবস্থান</translation>
        </message>
        <message>
            <source>Standings after round %1 of %2</source>
            <translation>রাউন্ড %1-এর পর অবস্থান (মোট %2)</translation>
        </message>
        <message>
            <source>Wall chart after round %1</source>
            <translation>রাউন্ড %1-এর পর ওয়াল চার্ট</translation>
        </message>
        <message>
            <source>Wall chart after round %1 of %2</source>
            <translation>রাউন্ড %1-এর পর ওয়াল চার্ট (মোট %2)</translation>
        </message>
        <message>
            <source>Crosstable after round %1</source>
            <translation>রাউন্ড %1-এর পর ক্রসটেবিল</translation>
        </message>
        <message>
            <source>Crosstable after round %1 of %2</source>
            <translation>রাউন্ড %1-এর পর ক্রসটেবিল (মোট %2)</translation>
        </message>
        <message>
            <source>(part %1 of %2)</source>
            <translation>(অংশ %1, মোট %2)</translation>
        </message>
        <message>
            <source>Page %1 of %2</source>
            <translation>পৃষ্ঠা %1, মোট %2</translation>
        </message>
        <message>
            <source>Chief Arbiter</source>
            <translation>প্রধান আরবিটার</translation>
        </message>
        <message>
            <source>Tournament</source>
            <translation>টুর্নামেন্ট</translation>
        </message>
        <message>
            <source>Rk</source>
            <translation>ক্রম</translation>
        </message>
        <message>
            <source>No</source>
            <translation>নং</translation>
        </message>
        <message>
            <source>Ti</source>
            <translation>খেতাব</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>নাম</translation>
        </message>
        <message>
            <source>Fed</source>
            <translation>ফেড</translation>
        </message>
        <message>
            <source>Rtg</source>
            <translation>রেটিং</translation>
        </message>
        <message>
            <source>Pts</source>
            <translation>পয়েন্ট</translation>
        </message>
        <message>
            <source>Bd</source>
            <translation>বোর্ড</translation>
        </message>
        <message>
            <source>White</source>
            <translation>সাদা</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>কালো</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>ফল</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>আসন</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>খেলোয়াড়</translation>
        </message>
        <message>
            <source>R%1</source>
            <translation>রা%1</translation>
        </message>
        <message>
            <source>rank</source>
            <translation>ক্রম</translation>
        </message>
        <message>
            <source>start</source>
            <translation>শুরু</translation>
        </message>
        <message>
            <source>name</source>
            <translation>নাম</translation>
        </message>
        <message>
            <source>rating</source>
            <translation>রেটিং</translation>
        </message>
        <message>
            <source>federation</source>
            <translation>ফেডারেশন</translation>
        </message>
        <message>
            <source>points</source>
            <translation>পয়েন্ট</translation>
        </message>
        <message>
            <source>board</source>
            <translation>বোর্ড</translation>
        </message>
        <message>
            <source>white</source>
            <translation>সাদা</translation>
        </message>
        <message>
            <source>black</source>
            <translation>কালো</translation>
        </message>
        <message>
            <source>result</source>
            <translation>ফল</translation>
        </message>
        <message>
            <source>seat%1</source>
            <translation>আসন %1</translation>
        </message>
        <message>
            <source>title</source>
            <translation>খেতাব</translation>
        </message>
        <message>
            <source>fide_id</source>
            <translation>FIDE আইডি</translation>
        </message>
        <message>
            <source>birth_year</source>
            <translation>জন্মসাল</translation>
        </message>
        <message>
            <source>sex</source>
            <translation>লিঙ্গ</translation>
        </message>
        <message>
            <source>status</source>
            <translation>অবস্থা</translation>
        </message>
        <message>
            <source>bye</source>
            <translation>বাই</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>লাল</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>সবুজ</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>হলুদ</translation>
        </message>
        <message>
            <source>Seat %1</source>
            <translation>আসন %1</translation>
        </message>
        <message>
            <source>pairing-allocated bye</source>
            <translation>জোড়া-নির্ধারিত বাই</translation>
        </message>
        <message>
            <source>half-point bye</source>
            <translation>হাফ-পয়েন্ট বাই</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>পূর্ণ-পয়েন্ট বাই</translation>
        </message>
        <message>
            <source>zero-point bye</source>
            <translation>শূন্য-পয়েন্ট বাই</translation>
        </message>
        <message>
            <source>absent</source>
            <translation>অনুপস্থিত</translation>
        </message>
        <message>
            <source>Pairing-allocated bye</source>
            <translation>জোড়া-নির্ধারিত বাই</translation>
        </message>
        <message>
            <source>Half-point bye</source>
            <translation>হাফ-পয়েন্ট বাই</translation>
        </message>
        <message>
            <source>Full-point bye</source>
            <translation>পূর্ণ-পয়েন্ট বাই</translation>
        </message>
        <message>
            <source>Zero-point bye</source>
            <translation>শূন্য-পয়েন্ট বাই</translation>
        </message>
        <message>
            <source>Absent</source>
            <translation>অনুপস্থিত</translation>
        </message>
        <message>
            <source>active</source>
            <translation>সক্রিয়</translation>
        </message>
        <message>
            <source>withdrawn from round %1</source>
            <translation>রাউন্ড %1 থেকে প্রত্যাহৃত</translation>
        </message>
        <message>
            <source>Each round: the opponent's rank, the colour (w = White, b = Black) and the result; + / − a forfeit. Byes: U pairing-allocated, H half-point, F full-point, Z zero-point; – absent.</source>
            <translation>প্রতি রাউন্ডে: প্রতিপক্ষের ক্রম, রং (w = সাদা, b = কালো) ও ফল; + / − ওয়াকওভার। বাই: U জোড়া-নির্ধারিত, H হাফ-পয়েন্ট, F পূর্ণ-পয়েন্ট, Z শূন্য-পয়েন্ট; – অনুপস্থিত।</translation>
        </message>
        <message>
            <source>Each round: the opponent's starting number, the colour (w = White, b = Black) and the result; + / − a forfeit. Byes: U pairing-allocated, H half-point, F full-point, Z zero-point; – absent.</source>
            <translation>প্রতি রাউন্ডে: প্রতিপক্ষের শুরুর নম্বর, রং (w = সাদা, b = কালো) ও ফল; + / − ওয়াকওভার। বাই: U জোড়া-নির্ধারিত, H হাফ-পয়েন্ট, F পূর্ণ-পয়েন্ট, Z শূন্য-পয়েন্ট; – অনুপস্থিত।</translation>
        </message>
        <message>
            <source>Each cell: colour (w = White, b = Black) and the row player's result; + / − a forfeit.</source>
            <translation>প্রতিটি ঘরে: রং (w = সাদা, b = কালো) ও সারির খেলোয়াড়ের ফল; + / − ওয়াকওভার।</translation>
        </message>
        <message>
            <source>Chess scoresheet</source>
            <translation>দাবার স্কোরশিট</translation>
        </message>
        <message>
            <source>International draughts scoresheet</source>
            <translation>আন্তর্জাতিক ড্রাফটসের স্কোরশিট</translation>
        </message>
        <message>
            <source>Camelot scoresheet</source>
            <translation>ক্যামেলটের স্কোরশিট</translation>
        </message>
        <message>
            <source>Chaturaji scoresheet</source>
            <translation>চতুরাজির স্কোরশিট</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>প্রতিযোগিতা</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>রাউন্ড</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>বোর্ড</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>তারিখ</translation>
        </message>
        <message>
            <source>White  ·  No %1</source>
            <translation>সাদা  ·  নং %1</translation>
        </message>
        <message>
            <source>Black  ·  No %1</source>
            <translation>কালো  ·  নং %1</translation>
        </message>
        <message>
            <source>Red  ·  No %1</source>
            <translation>লাল  ·  নং %1</translation>
        </message>
        <message>
            <source>Green  ·  No %1</source>
            <translation>সবুজ  ·  নং %1</translation>
        </message>
        <message>
            <source>Yellow  ·  No %1</source>
            <translation>হলুদ  ·  নং %1</translation>
        </message>
        <message>
            <source>Result (circle one)</source>
            <translation>ফল (একটিতে গোল দাগ দিন)</translation>
        </message>
        <message>
            <source>White's signature</source>
            <translation>সাদার স্বাক্ষর</translation>
        </message>
        <message>
            <source>Black's signature</source>
            <translation>কালোর স্বাক্ষর</translation>
        </message>
        <message>
            <source>Arbiter's signature</source>
            <translation>আরবিটারের স্বাক্ষর</translation>
        </message>
        <message>
            <source>Red's signature</source>
            <translation>লালের স্বাক্ষর</translation>
        </message>
        <message>
            <source>Green's signature</source>
            <translation>সবুজের স্বাক্ষর</translation>
        </message>
        <message>
            <source>Yellow's signature</source>
            <translation>হলুদের স্বাক্ষর</translation>
        </message>
        <message>
            <source>Points ______   Place ____</source>
            <translation>পয়েন্ট ______   স্থান ____</translation>
        </message>
        <message>
            <source>Dice</source>
            <translation>পাশা</translation>
        </message>
        <message>
            <source>Moves</source>
            <translation>চাল</translation>
        </message>
        <message>
            <source>Dice and points</source>
            <translation>পাশা ও পয়েন্ট</translation>
        </message>
        <message>
            <source>%1  pawn or king</source>
            <translation>%1  বোড়ে বা রাজা</translation>
        </message>
        <message>
            <source>%1  elephant</source>
            <translation>%1  হাতি</translation>
        </message>
        <message>
            <source>%1  horse</source>
            <translation>%1  ঘোড়া</translation>
        </message>
        <message>
            <source>%1  boat</source>
            <translation>%1  নৌকা</translation>
        </message>
        <message>
            <source>Captures score:</source>
            <translation>ধরলে পয়েন্ট:</translation>
        </message>
        <message>
            <source>pawn %1, boat %2, horse %3,</source>
            <translation>বোড়ে %1, নৌকা %2, ঘোড়া %3,</translation>
        </message>
        <message>
            <source>elephant %1, king %2;</source>
            <translation>হাতি %1, রাজা %2;</translation>
        </message>
        <message>
            <source>all three kings %1.</source>
            <translation>তিন রাজাই %1।</translation>
        </message>
        <message>
            <source>For a %1, note the piece</source>
            <translation>%1 পড়লে, যে ঘুঁটি চলল</translation>
        </message>
        <message>
            <source>that moved.</source>
            <translation>তা লিখুন।</translation>
        </message>
        <message>
            <source>Black starts on %1-%2</source>
            <translation>কালো শুরু করে %1-%2 ঘরে</translation>
        </message>
        <message>
            <source>White starts on %1-%2</source>
            <translation>সাদা শুরু করে %1-%2 ঘরে</translation>
        </message>
        <message>
            <source>Move %1-%2, capture %3x%4</source>
            <translation>চাল %1-%2, ধরা %3x%4</translation>
        </message>
        <message>
            <source>WCF notation: plain move C6-D7, canter E6-C8-A8, jump H4xJ4xL6, knight's charge F6-F8-H8xH10xJ12, castle move F16-G16.</source>
            <translation>WCF স্বরলিপি: সাধারণ চাল C6-D7, ক্যান্টার E6-C8-A8, লাফ H4xJ4xL6, নাইটের আক্রমণ F6-F8-H8xH10xJ12, দুর্গ-চাল F16-G16।</translation>
        </message>
        <message>
            <source>Win: both enemy castle squares, or the opponent has no piece or no move left (you keeping two or more). Draw: one piece against one or none.</source>
            <translation>জয়: শত্রুর দুই দুর্গ-ঘর, অথবা প্রতিপক্ষের কোনো ঘুঁটি বা চাল বাকি নেই (আপনার দুই বা বেশি থাকলে)। ড্র: একটি ঘুঁটি বনাম একটি বা কোনোটি নয়।</translation>
        </message>
        <message>
            <source>Standings</source>
            <translation>অবস্থান</translation>
        </message>
        <message>
            <source>Crosstable</source>
            <translation>ক্রসটেবিল</translation>
        </message>
        <message>
            <source>Wall chart</source>
            <translation>ওয়াল চার্ট</translation>
        </message>
        <message>
            <source>Published with Tourney</source>
            <translation>Tourney দিয়ে প্রকাশিত</translation>
        </message>
        <message>
            <source>About the event</source>
            <translation>প্রতিযোগিতা সম্পর্কে</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>খেলা</translation>
        </message>
        <message>
            <source>System</source>
            <translation>পদ্ধতি</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>স্থান</translation>
        </message>
        <message>
            <source>Federation</source>
            <translation>ফেডারেশন</translation>
        </message>
        <message>
            <source>Dates</source>
            <translation>তারিখ</translation>
        </message>
        <message>
            <source>Deputy arbiters</source>
            <translation>সহকারী আরবিটার</translation>
        </message>
        <message>
            <source>Time control</source>
            <translation>সময় নিয়ন্ত্রণ</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>খেলোয়াড়</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>রাউন্ড</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>standings after round %1</source>
            <translation>রাউন্ড %1-এর পর অবস্থান</translation>
        </message>
        <message>
            <source>Round %1 of %2</source>
            <translation>রাউন্ড %1 (মোট %2)</translation>
        </message>
        <message>
            <source>Each round: the points the player's place at his table gave; ? a table without its result; Byes: U pairing-allocated, H half-point, F full-point, Z zero-point; – absent or his seat lost by forfeit.</source>
            <translation>প্রতি রাউন্ডে: টেবিলে খেলোয়াড়ের স্থান যে পয়েন্ট দিয়েছে; ? ফলবিহীন টেবিল; বাই: U জোড়া-নির্ধারিত, H হাফ-পয়েন্ট, F পূর্ণ-পয়েন্ট, Z শূন্য-পয়েন্ট; – অনুপস্থিত বা ওয়াকওভারে হারানো আসন।</translation>
        </message>
        <message>
            <source>first name</source>
            <translation>প্রথমজনের নাম</translation>
        </message>
        <message>
            <source>second name</source>
            <translation>দ্বিতীয়জনের নাম</translation>
        </message>
        <message>
            <source>Unchanged:</source>
            <translation>বদলানো হয়নি:</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>ফলাফল</translation>
        </message>
        <message>
            <source>No round is paired yet.</source>
            <translation>এখনো কোনো রাউন্ড জোড়া হয়নি।</translation>
        </message>
        <message>
            <source>Tables of four: enter each table's game points with tourney result or the JSON API.</source>
            <translation>চারজনের টেবিল: প্রতিটি টেবিলের খেলার পয়েন্ট tourney result বা JSON API দিয়ে দিন।</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>টেবিল</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>দিন</translation>
        </message>
        <message>
            <source>Arbiter</source>
            <translation>আরবিটার</translation>
        </message>
        <message>
            <source>That token is not the arbiter's.</source>
            <translation>এই টোকেনটি আরবিটারের নয়।</translation>
        </message>
        <message>
            <source>Token</source>
            <translation>টোকেন</translation>
        </message>
        <message>
            <source>Sign in</source>
            <translation>সাইন ইন</translation>
        </message>
        <message>
            <source>Starting list</source>
            <translation>প্রারম্ভিক তালিকা</translation>
        </message>
        <message>
            <source>Signature</source>
            <translation>স্বাক্ষর</translation>
        </message>
        <message>
            <source>Game points as won at the table; equal points share a place. Entered as</source>
            <translation>টেবিলে যেমন জেতা হয়েছে তেমন খেলার পয়েন্ট; সমান পয়েন্ট হলে স্থান ভাগ হয়। দেওয়ার ক্রম</translation>
        </message>
        <message>
            <source>Pair round %1</source>
            <translation>রাউন্ড %1 জোড়া করুন</translation>
        </message>
        <message>
            <source>Round %1.</source>
            <translation>রাউন্ড %1।</translation>
        </message>
        <message>
            <source>This server was started without an arbiter's token (tourney serve --token-file), so it is read-only: nothing can be entered or paired here.</source>
            <translation>এই সার্ভারটি আরবিটারের টোকেন ছাড়া চালু হয়েছে (tourney serve --token-file), তাই এটি শুধু পড়ার জন্য: এখানে কিছু দেওয়া বা জোড়া করা যায় না।</translation>
        </message>
        <message>
            <source>Tables of round %1</source>
            <translation>রাউন্ড %1-এর টেবিল</translation>
        </message>
        <message>
            <source>Game pts</source>
            <translation>খেলার পয়েন্ট</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>স্কোর</translation>
        </message>
        <message>
            <source>Game points</source>
            <translation>খেলার পয়েন্ট</translation>
        </message>
        <message>
            <source>Table %1</source>
            <translation>টেবিল %1</translation>
        </message>
        <message>
            <source>prize</source>
            <translation>পুরস্কার</translation>
        </message>
        <message>
            <source>category</source>
            <translation>বিভাগ</translation>
        </message>
        <message>
            <source>amount</source>
            <translation>অঙ্ক</translation>
        </message>
        <message>
            <source>paid</source>
            <translation>প্রদত্ত</translation>
        </message>
        <message>
            <source>no</source>
            <translation>নং</translation>
        </message>
        <message>
            <source>overall</source>
            <translation>সামগ্রিক</translation>
        </message>
        <message>
            <source>(not awarded)</source>
            <translation>(দেওয়া হয়নি)</translation>
        </message>
        <message>
            <source>Prize list</source>
            <translation>পুরস্কার তালিকা</translation>
        </message>
        <message>
            <source>Prize list (Hort system)</source>
            <translation>পুরস্কার তালিকা (হর্ট পদ্ধতি)</translation>
        </message>
        <message>
            <source>Prize list (prizes shared equally)</source>
            <translation>পুরস্কার তালিকা (পুরস্কার সমান ভাগে)</translation>
        </message>
        <message>
            <source>Prizes (tied players: tie-breaks decide)</source>
            <translation>পুরস্কার (সমান পয়েন্টে: টাই-ব্রেক ঠিক করে)</translation>
        </message>
        <message>
            <source>Prizes (tied players: Hort system)</source>
            <translation>পুরস্কার (সমান পয়েন্টে: হর্ট পদ্ধতি)</translation>
        </message>
        <message>
            <source>Prizes (tied players: prizes shared equally)</source>
            <translation>পুরস্কার (সমান পয়েন্টে: পুরস্কার সমান ভাগে)</translation>
        </message>
        <message>
            <source>FIDE standard rating changes (B.02)</source>
            <translation>FIDE স্ট্যান্ডার্ড রেটিং পরিবর্তন (B.02)</translation>
        </message>
        <message>
            <source>FIDE rapid rating changes (B.02)</source>
            <translation>FIDE র‍্যাপিড রেটিং পরিবর্তন (B.02)</translation>
        </message>
        <message>
            <source>FIDE blitz rating changes (B.02)</source>
            <translation>FIDE ব্লিৎজ রেটিং পরিবর্তন (B.02)</translation>
        </message>
        <message>
            <source>K</source>
            <translation>K</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>খেলা</translation>
        </message>
        <message>
            <source>Expected</source>
            <translation>প্রত্যাশিত</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>পরিবর্তন</translation>
        </message>
        <message>
            <source>New</source>
            <translation>নতুন</translation>
        </message>
        <message>
            <source>Performance</source>
            <translation>পারফরম্যান্স</translation>
        </message>
        <message>
            <source>Rated games only: no forfeit, bye or game played but not rated (B.02 5.1); rated players' games against unrated players do not count. Change: K x (score - expected), summed, rounded to whole points (B.02 8.3).</source>
            <translation>শুধু রেটিংযোগ্য খেলা: ওয়াকওভার, বাই বা খেলা হলেও রেটিংহীন খেলা নয় (B.02 5.1); রেটিংহীন খেলোয়াড়ের বিরুদ্ধে রেটিংধারীদের খেলা গোনা হয় না। পরিবর্তন: K x (স্কোর - প্রত্যাশিত), যোগফল, পূর্ণ পয়েন্টে পূর্ণসংখ্যায় (B.02 8.3)।</translation>
        </message>
        <message>
            <source>K*: not on the rating list here; derived from rating and year of birth (B.02 8.3.3): a new player's 40 (fewer than 30 games) or a 10 kept after reaching 2400 cannot be seen from the event.</source>
            <translation>K*: এখানে রেটিং তালিকা নেই; রেটিং ও জন্মসাল থেকে নির্ণীত (B.02 8.3.3): নতুন খেলোয়াড়ের 40 (30টির কম খেলা) বা 2400-এ পৌঁছানোর পর রাখা 10 প্রতিযোগিতা থেকে দেখা যায় না।</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>খেতাব</translation>
        </message>
        <message>
            <source>Club</source>
            <translation>ক্লাব</translation>
        </message>
        <message>
            <source>players by name</source>
            <translation>নাম অনুযায়ী খেলোয়াড়</translation>
        </message>
        <message>
            <source>starting rank list</source>
            <translation>প্রারম্ভিক র‍্যাঙ্কিং তালিকা</translation>
        </message>
        <message>
            <source>round %1, players by name</source>
            <translation>রাউন্ড %1, নাম অনুযায়ী খেলোয়াড়</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>প্রতিপক্ষরা</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>প্রতিপক্ষ</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>রং</translation>
        </message>
        <message>
            <source>Schedule (FIDE Berger tables, C.05 Annex 1)</source>
            <translation>সূচি (FIDE বার্গার ছক, C.05 Annex 1)</translation>
        </message>
        <message>
            <source>Rd</source>
            <translation>রাউন্ড</translation>
        </message>
        <message>
            <source>Meetings after round %1 of %2</source>
            <translation>%2টির মধ্যে রাউন্ড %1-এর পর সাক্ষাৎ</translation>
        </message>
        <message>
            <source>Met (start number, seat)</source>
            <translation>যাঁদের সঙ্গে খেলা (শুরুর নম্বর, আসন)</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>পয়েন্ট</translation>
        </message>
        <message>
            <source>Prizes</source>
            <translation>পুরস্কার</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>রেটিং</translation>
        </message>
        <message>
            <source>Meetings after round %1</source>
            <translation>রাউন্ড %1-এর পর সাক্ষাৎ</translation>
        </message>
        <message>
            <source>not paired</source>
            <translation>জোড়া হয়নি</translation>
        </message>
        <message>
            <source>By name</source>
            <translation>নাম অনুযায়ী</translation>
        </message>
        <message>
            <source>Schedule</source>
            <translation>সূচি</translation>
        </message>
        <message>
            <source>Ratings</source>
            <translation>রেটিং</translation>
        </message>
        <message>
            <source>Title norms</source>
            <translation>টাইটেল নর্ম</translation>
        </message>
        <message>
            <source>Rating changes</source>
            <translation>রেটিং পরিবর্তন</translation>
        </message>
        <message>
            <source>Exp</source>
            <translation>প্রত্যাশিত</translation>
        </message>
        <message>
            <source>chess</source>
            <translation>দাবা</translation>
        </message>
        <message>
            <source>round-robin</source>
            <translation>রাউন্ড রবিন</translation>
        </message>
        <message>
            <source>double-round-robin</source>
            <translation>ডাবল রাউন্ড রবিন</translation>
        </message>
        <message>
            <source>swiss</source>
            <translation>সুইস</translation>
        </message>
        <message>
            <source>draughts</source>
            <translation>ড্রাফটস</translation>
        </message>
        <message>
            <source>camelot</source>
            <translation>ক্যামেলট</translation>
        </message>
        <message>
            <source>chaturaji</source>
            <translation>চতুরাজি</translation>
        </message>
        <message>
            <source>Rank %1; tie-breaks</source>
            <translation>ক্রম %1; টাই-ব্রেক</translation>
        </message>
        <message>
            <source>Norm</source>
            <translation>নর্ম</translation>
        </message>
        <message>
            <source>Ra</source>
            <translation>Ra</translation>
        </message>
        <message>
            <source>Perf</source>
            <translation>পারফ.</translation>
        </message>
        <message>
            <source>Titled</source>
            <translation>খেতাবধারী</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>স্তর</translation>
        </message>
        <message>
            <source>Feds</source>
            <translation>ফেডারেশন</translation>
        </message>
        <message>
            <source>Own fed</source>
            <translation>নিজ ফেডারেশন</translation>
        </message>
        <message>
            <source>Unrated</source>
            <translation>রেটিংহীন</translation>
        </message>
        <message>
            <source>Floor</source>
            <translation>নিম্নসীমা</translation>
        </message>
        <message>
            <source>title norms (B.01 2024, 1.4)</source>
            <translation>খেতাবের নর্ম (B.01 2024, 1.4)</translation>
        </message>
        <message>
            <source>%1 (max %2)</source>
            <translation>%1 (সর্বোচ্চ %2)</translation>
        </message>
        <message>
            <source>%1 raised</source>
            <translation>%1 পর্যন্ত তোলা</translation>
        </message>
        <message>
            <source>Performance towards a first rating (B.02 7.1.4)</source>
            <translation>প্রথম রেটিংয়ের দিকে পারফরম্যান্স (B.02 7.1.4)</translation>
        </message>
        <message>
            <source>Ra and the performance count two hypothetical opponents rated 1800, both drawn (7.1.4).</source>
            <translation>Ra ও পারফরম্যান্সে 1800 রেটিংয়ের দুজন কাল্পনিক প্রতিপক্ষ ধরা হয়, দুটিই ড্র (7.1.4)।</translation>
        </message>
        <message>
            <source>No point against rated opponents: disregarded (B.02 7.1.1).</source>
            <translation>রেটেড প্রতিপক্ষদের বিরুদ্ধে কোনো পয়েন্ট নেই: ধরা হয় না (B.02 7.1.1)।</translation>
        </message>
        <message>
            <source>FIDE standard rating change, rated %1, K %2 (B.%3 %4.%5)</source>
            <translation>FIDE স্ট্যান্ডার্ড রেটিং পরিবর্তন, রেটিং %1, K %2 (B.%3 %4.%5)</translation>
        </message>
        <message>
            <source>FIDE standard rating change, rated %1, K %2* (B.%3 %4.%5)</source>
            <translation>FIDE স্ট্যান্ডার্ড রেটিং পরিবর্তন, রেটিং %1, K %2* (B.%3 %4.%5)</translation>
        </message>
        <message>
            <source>FIDE rapid rating change, rated %1, K %2 (B.%3 %4.%5)</source>
            <translation>FIDE র‍্যাপিড রেটিং পরিবর্তন, রেটিং %1, K %2 (B.%3 %4.%5)</translation>
        </message>
        <message>
            <source>FIDE rapid rating change, rated %1, K %2* (B.%3 %4.%5)</source>
            <translation>FIDE র‍্যাপিড রেটিং পরিবর্তন, রেটিং %1, K %2* (B.%3 %4.%5)</translation>
        </message>
        <message>
            <source>FIDE blitz rating change, rated %1, K %2 (B.%3 %4.%5)</source>
            <translation>FIDE ব্লিৎজ রেটিং পরিবর্তন, রেটিং %1, K %2 (B.%3 %4.%5)</translation>
        </message>
        <message>
            <source>FIDE blitz rating change, rated %1, K %2* (B.%3 %4.%5)</source>
            <translation>FIDE ব্লিৎজ রেটিং পরিবর্তন, রেটিং %1, K %2* (B.%3 %4.%5)</translation>
        </message>
        <message>
            <source>Stage</source>
            <translation>অবস্থা</translation>
        </message>
        <message>
            <source>Search</source>
            <translation>খুঁজুন</translation>
        </message>
        <message>
            <source>No event matches the search.</source>
            <translation>খোঁজার সঙ্গে মেলে এমন কোনো প্রতিযোগিতা নেই।</translation>
        </message>
        <message>
            <source>The arbiters' application</source>
            <translation>আরবিটারদের অ্যাপ্লিকেশন</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>প্রতিযোগিতাসমূহ</translation>
        </message>
        <message>
            <source>No such event</source>
            <translation>এমন কোনো প্রতিযোগিতা নেই</translation>
        </message>
        <message>
            <source>Live feed</source>
            <translation>সরাসরি ফিড</translation>
        </message>
        <message>
            <source>Running</source>
            <translation>চলছে</translation>
        </message>
        <message>
            <source>Upcoming</source>
            <translation>আসন্ন</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>শেষ হয়েছে</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>দল</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>ম্যাচ</translation>
        </message>
        <message>
            <source>Captain</source>
            <translation>অধিনায়ক</translation>
        </message>
        <message>
            <source>Roster</source>
            <translation>খেলোয়াড় তালিকা</translation>
        </message>
        <message>
            <source>Teams</source>
            <translation>দলসমূহ</translation>
        </message>
        <message>
            <source>Team standings after round %1</source>
            <translation>রাউন্ড %1-এর পর দলগত অবস্থান</translation>
        </message>
        <message>
            <source>Team standings before round %1</source>
            <translation>রাউন্ড %1-এর আগে দলগত অবস্থান</translation>
        </message>
        <message>
            <source>Team crosstable after round %1</source>
            <translation>রাউন্ড %1-এর পর দলগত ক্রসটেবিল</translation>
        </message>
        <message>
            <source>Team crosstable before round %1</source>
            <translation>রাউন্ড %1-এর আগে দলগত ক্রসটেবিল</translation>
        </message>
        <message>
            <source>Matches of round %1</source>
            <translation>রাউন্ড %1-এর ম্যাচ</translation>
        </message>
        <message>
            <source>unrated</source>
            <translation>রেটিংহীন</translation>
        </message>
        <message>
            <source>Start number</source>
            <translation>শুরুর নম্বর</translation>
        </message>
        <message>
            <source>No players yet</source>
            <translation>এখনও কোনো খেলোয়াড় নেই</translation>
        </message>
        <message>
            <source>Name (surname, given names)</source>
            <translation>নাম (পদবি, নাম)</translation>
        </message>
        <message>
            <source>Federation (FIDE code, e.g. BAN)</source>
            <translation>ফেডারেশন (FIDE কোড, যেমন BAN)</translation>
        </message>
        <message>
            <source>FIDE id (if you have one)</source>
            <translation>FIDE আইডি (থাকলে)</translation>
        </message>
        <message>
            <source>Year of birth</source>
            <translation>জন্মসাল</translation>
        </message>
        <message>
            <source>Registration</source>
            <translation>নিবন্ধন</translation>
        </message>
        <message>
            <source>Register</source>
            <translation>নিবন্ধন করুন</translation>
        </message>
        <message>
            <source>Entry</source>
            <translation>আবেদন</translation>
        </message>
        <message>
            <source>FIDE id</source>
            <translation>FIDE আইডি</translation>
        </message>
        <message>
            <source>Received</source>
            <translation>পাওয়া গেছে</translation>
        </message>
        <message>
            <source>archived</source>
            <translation>আর্কাইভকৃত</translation>
        </message>
    </context>
    <context>
        <name>messages</name>
        <message>
            <source>a half-point bye would be worth half of this event's bye of %1.%2, %3.%4, finer than the tenths Tourney keeps points in; ask for a full bye (%5.%6) or a zero bye</source>
            <translation>হাফ-পয়েন্ট বাইয়ের মান হতো এই প্রতিযোগিতার বাই %1.%2-এর অর্ধেক, %3.%4, যা Tourney-র দশমাংশে রাখা পয়েন্টের চেয়ে সূক্ষ্ম; পূর্ণ বাই (%5.%6) বা শূন্য বাই চান</translation>
        </message>
        <message>
            <source>'%1.%2': points are kept exact, in tenths, and %3.%4 is finer than a tenth; choose values in tenths (such as %5.%6 or %7.%8)</source>
            <translation>'%1.%2': পয়েন্ট দশমাংশে নির্ভুলভাবে রাখা হয়, আর %3.%4 এক দশমাংশের চেয়ে সূক্ষ্ম; দশমাংশে মান দিন (যেমন %5.%6 বা %7.%8)</translation>
        </message>
        <message>
            <source>missing arguments</source>
            <translation>আর্গুমেন্ট বাকি</translation>
        </message>
        <message>
            <source>unexpected argument '%1'</source>
            <translation>অপ্রত্যাশিত আর্গুমেন্ট '%1'</translation>
        </message>
        <message>
            <source>argument %1: %2</source>
            <translation>আর্গুমেন্ট %1: %2</translation>
        </message>
        <message>
            <source>'tourney %1 --help' describes the arguments.</source>
            <translation>'tourney %1 --help' আর্গুমেন্টগুলোর বর্ণনা দেয়।</translation>
        </message>
        <message>
            <source>%1; give --force to %2</source>
            <translation>%1; %2 চাইলে --force দিন</translation>
        </message>
        <message>
            <source>replace them</source>
            <translation>ফলাফলগুলো বদলাতে</translation>
        </message>
        <message>
            <source>replace it</source>
            <translation>ফলাফলটি বদলাতে</translation>
        </message>
        <message>
            <source>change it anyway</source>
            <translation>তবুও বদলাতে</translation>
        </message>
        <message>
            <source>change them all the same (the change is logged)</source>
            <translation>তবুও বদলাতে (বদলটি লগে লেখা থাকবে)</translation>
        </message>
        <message>
            <source>remove the pairing and these results</source>
            <translation>পেয়ারিং ও এই ফলাফলগুলো মুছে ফেলতে</translation>
        </message>
        <message>
            <source>argument %1: '%2' is not a whole number from %3 to %4</source>
            <translation>আর্গুমেন্ট %1: '%2' %3 থেকে %4-এর মধ্যে কোনো পূর্ণসংখ্যা নয়</translation>
        </message>
        <message>
            <source>argument %1: '%2' is not a whole number</source>
            <translation>আর্গুমেন্ট %1: '%2' পূর্ণসংখ্যা নয়</translation>
        </message>
        <message>
            <source>argument %1: '%2' is not one of %3</source>
            <translation>আর্গুমেন্ট %1: '%2' এগুলোর কোনোটি নয়: %3</translation>
        </message>
        <message>
            <source>no round is paired yet (tourney pair pairs one)</source>
            <translation>এখনো কোনো রাউন্ড জোড়া হয়নি (tourney pair একটি জোড়া করে)</translation>
        </message>
        <message>
            <source>no round is paired yet</source>
            <translation>এখনো কোনো রাউন্ড জোড়া হয়নি</translation>
        </message>
        <message>
            <source>no round is paired</source>
            <translation>কোনো রাউন্ড জোড়া হয়নি</translation>
        </message>
        <message>
            <source>no round is paired yet, so nobody has missed one</source>
            <translation>এখনো কোনো রাউন্ড জোড়া হয়নি, তাই কেউ কোনোটি বাদ দেননি</translation>
        </message>
        <message>
            <source>-o OUT.pdf is required</source>
            <translation>-o OUT.pdf আবশ্যক</translation>
        </message>
        <message>
            <source>--html DIR is required</source>
            <translation>--html DIR আবশ্যক</translation>
        </message>
        <message>
            <source>--trf is required</source>
            <translation>--trf আবশ্যক</translation>
        </message>
        <message>
            <source>a player needs a name</source>
            <translation>খেলোয়াড়ের একটি নাম দরকার</translation>
        </message>
        <message>
            <source>an event needs a name</source>
            <translation>প্রতিযোগিতার একটি নাম দরকার</translation>
        </message>
        <message>
            <source>an event needs its game</source>
            <translation>প্রতিযোগিতার খেলাটি বলতে হবে</translation>
        </message>
        <message>
            <source>an event needs its pairing system</source>
            <translation>প্রতিযোগিতার জোড়া পদ্ধতি বলতে হবে</translation>
        </message>
        <message>
            <source>the Dubov system pairs games of two players</source>
            <translation>দুবভ পদ্ধতি কেবল দুজন খেলোয়াড়ের খেলার জোড়া তৈরি করে</translation>
        </message>
        <message>
            <source>a Swiss event needs its number of rounds</source>
            <translation>সুইস প্রতিযোগিতার রাউন্ড সংখ্যা বলতে হবে</translation>
        </message>
        <message>
            <source>a round robin takes its number of rounds from its number of players</source>
            <translation>রাউন্ড রবিনের রাউন্ড সংখ্যা খেলোয়াড়ের সংখ্যা থেকে ঠিক হয়</translation>
        </message>
        <message>
            <source>a crosstable needs two-player games; use the wall chart</source>
            <translation>ক্রসটেবিলের জন্য দুই খেলোয়াড়ের খেলা দরকার; ওয়াল চার্ট ব্যবহার করুন</translation>
        </message>
        <message>
            <source>scoresheets are forms, not a table: print them as PDF</source>
            <translation>স্কোরশিট ফর্ম, টেবিল নয়: PDF হিসেবে ছাপুন</translation>
        </message>
        <message>
            <source>a game lost by forfeit was not played and has no record</source>
            <translation>ওয়াকওভারে হারা খেলা খেলা হয়নি, তার কোনো রেকর্ড নেই</translation>
        </message>
        <message>
            <source>no players to register</source>
            <translation>নিবন্ধনের জন্য কোনো খেলোয়াড় নেই</translation>
        </message>
        <message>
            <source>name at least two players, e.g. 3,7</source>
            <translation>অন্তত দুজন খেলোয়াড়ের নাম দিন, যেমন 3,7</translation>
        </message>
        <message>
            <source>no pair among them is forbidden</source>
            <translation>তাদের মধ্যে কোনো জোড়া নিষিদ্ধ নয়</translation>
        </message>
        <message>
            <source>forbidden pairs apply to Swiss events; a round robin's table is fixed (C.05)</source>
            <translation>নিষিদ্ধ জোড়া সুইস প্রতিযোগিতায় খাটে; রাউন্ড রবিনের ছক নির্দিষ্ট (C.05)</translation>
        </message>
        <message>
            <source>accelerated pairings are for Swiss events (C.04.7)</source>
            <translation>ত্বরিত জোড়া সুইস প্রতিযোগিতার জন্য (C.04.7)</translation>
        </message>
        <message>
            <source>Baku acceleration needs win = 2 x draw and loss = 0 (C.04.7)</source>
            <translation>বাকু ত্বরণের জন্য জয় = 2 x ড্র এবং হার = 0 দরকার (C.04.7)</translation>
        </message>
        <message>
            <source>--format must be text or tsv</source>
            <translation>--format হতে হবে text বা tsv</translation>
        </message>
        <message>
            <source>(tourney unpair undoes the last pairing)</source>
            <translation>(tourney unpair শেষ জোড়া ফিরিয়ে নেয়)</translation>
        </message>
        <message>
            <source>'%1' is not a whole number from %2 to %3</source>
            <translation>'%1' %2 থেকে %3-এর মধ্যে কোনো পূর্ণসংখ্যা নয়</translation>
        </message>
        <message>
            <source>Board %1</source>
            <translation>বোর্ড %1</translation>
        </message>
        <message>
            <source>1 0 = + -, Enter skips, Backspace goes back, q quits</source>
            <translation>1 0 = + -, Enter বাদ দেয়, Backspace পিছনে যায়, q থামায়</translation>
        </message>
        <message>
            <source>not a key here</source>
            <translation>এখানে এই কী চলে না</translation>
        </message>
        <message>
            <source>this is the first board</source>
            <translation>এটিই প্রথম বোর্ড</translation>
        </message>
        <message>
            <source>back</source>
            <translation>পিছনে</translation>
        </message>
        <message>
            <source>skipped</source>
            <translation>বাদ</translation>
        </message>
        <message>
            <source>kept</source>
            <translation>যেমন ছিল</translation>
        </message>
        <message>
            <source>now</source>
            <translation>এখন</translation>
        </message>
        <message>
            <source>quit; the results entered are kept</source>
            <translation>থামানো হলো; দেওয়া ফলগুলো রাখা হয়েছে</translation>
        </message>
        <message>
            <source>end of the input; the results entered are kept</source>
            <translation>ইনপুট শেষ; দেওয়া ফলগুলো রাখা হয়েছে</translation>
        </message>
        <message>
            <source>No result entered</source>
            <translation>কোনো ফল দেওয়া হয়নি</translation>
        </message>
        <message>
            <source>round %1 is not paired yet (only round %2 is)</source>
            <translation>রাউন্ড %1 এখনো জোড়া হয়নি (শুধু রাউন্ড %2 হয়েছে)</translation>
        </message>
        <message>
            <source>round %1 is not paired yet (rounds %2 to %3 are)</source>
            <translation>রাউন্ড %1 এখনো জোড়া হয়নি (রাউন্ড %2 থেকে %3 হয়েছে)</translation>
        </message>
        <message>
            <source>round %1 does not exist: rounds are numbered from %2</source>
            <translation>রাউন্ড %1 নেই: রাউন্ডের নম্বর %2 থেকে শুরু</translation>
        </message>
        <message>
            <source>round %1 does not exist: the event has %2 rounds</source>
            <translation>রাউন্ড %1 নেই: প্রতিযোগিতায় %2টি রাউন্ড</translation>
        </message>
        <message>
            <source>round %1 does not exist: the event has %2 round</source>
            <translation>রাউন্ড %1 নেই: প্রতিযোগিতায় %2টি রাউন্ড</translation>
        </message>
        <message>
            <source>the event's one round is paired</source>
            <translation>প্রতিযোগিতার একমাত্র রাউন্ডটি জোড়া হয়েছে</translation>
        </message>
        <message>
            <source>%1 game: %2 ok, %3 illegal, %4 inconsistent</source>
            <translation>%1টি খেলা: %2টি ঠিক, %3টি অবৈধ, %4টি অসংগত</translation>
        </message>
        <message>
            <source>%1 games: %2 ok, %3 illegal, %4 inconsistent</source>
            <translation>%1টি খেলা: %2টি ঠিক, %3টি অবৈধ, %4টি অসংগত</translation>
        </message>
        <message>
            <source>'%1' is not a condition: women, unrated, rated, U16, S65, rating&lt;1800, rating&gt;=2000, rating=1800-1999, federation=IND or club=NAME</source>
            <translation>'%1' কোনো শর্ত নয়: women, unrated, rated, U16, S65, rating&lt;1800, rating&gt;=2000, rating=1800-1999, federation=IND বা club=NAME</translation>
        </message>
        <message>
            <source>the event has a category %1 already</source>
            <translation>প্রতিযোগিতায় %1 বিভাগটি আগে থেকেই আছে</translation>
        </message>
        <message>
            <source>the event has no category %1</source>
            <translation>প্রতিযোগিতায় %1 নামে কোনো বিভাগ নেই</translation>
        </message>
        <message>
            <source>the prize %1 is given in %2; remove it first (tourney prize remove)</source>
            <translation>%1 পুরস্কারটি %2 বিভাগে দেওয়া হয়; আগে সেটি মুছুন (tourney prize remove)</translation>
        </message>
        <message>
            <source>an age category counts from the event's start date, and the event has none</source>
            <translation>বয়সভিত্তিক বিভাগ প্রতিযোগিতা শুরুর তারিখ থেকে গোনা হয়, কিন্তু প্রতিযোগিতার কোনো শুরুর তারিখ নেই</translation>
        </message>
        <message>
            <source>a category needs a rule (women, U16, S65, rating&lt;1800, ...)</source>
            <translation>বিভাগের একটি নিয়ম দরকার (women, U16, S65, rating&lt;1800, ...)</translation>
        </message>
        <message>
            <source>a category needs a name</source>
            <translation>বিভাগের একটি নাম দরকার</translation>
        </message>
        <message>
            <source>'%1' is not W,D,L such as 1,0.5,0 or 3,1,0</source>
            <translation>'%1' W,D,L আকারে নয়, যেমন 1,0.5,0 বা 3,1,0</translation>
        </message>
        <message>
            <source>'%1' is not none or baku</source>
            <translation>'%1' none বা baku নয়</translation>
        </message>
        <message>
            <source>'%1' is not %2</source>
            <translation>'%1' %2 নয়</translation>
        </message>
        <message>
            <source>'%1' is not round-robin, double-round-robin or swiss</source>
            <translation>'%1' round-robin, double-round-robin বা swiss নয়</translation>
        </message>
        <message>
            <source>accelerated pairings (C.04.7) are for games of two</source>
            <translation>ত্বরিত জোড়া (C.04.7) দুজনের খেলার জন্য</translation>
        </message>
        <message>
            <source>round %1 has nobody to pair: every player has a bye or an absence entered for it</source>
            <translation>রাউন্ড %1-এ জোড়া করার মতো কেউ নেই: প্রত্যেক খেলোয়াড়ের জন্য এই রাউন্ডে বাই বা অনুপস্থিতি লেখা আছে</translation>
        </message>
        <message>
            <source>Tourney cannot check %1 records yet; enter the result without its record</source>
            <translation>Tourney এখনো %1-এর রেকর্ড যাচাই করতে পারে না; রেকর্ড ছাড়া ফলাফল দিন</translation>
        </message>
        <message>
            <source>Tourney cannot check %1 records yet</source>
            <translation>Tourney এখনো %1-এর রেকর্ড যাচাই করতে পারে না</translation>
        </message>
        <message>
            <source>%1: cannot be read: %2</source>
            <translation>%1: পড়া যায় না: %2</translation>
        </message>
        <message>
            <source>%1 at %2 %3</source>
            <translation>%1, %2 %3-এ</translation>
        </message>
        <message>
            <source>%1 at %2 %3 (%4)</source>
            <translation>%1, %2 %3-এ (%4)</translation>
        </message>
        <message>
            <source>%1 on line %2</source>
            <translation>%1, লাইন %2-এ</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1, %2 %3</source>
            <translation>%1, %2 %3</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>'%1' is not a game (%2)</source>
            <translation>'%1' কোনো খেলা নয় (%2)</translation>
        </message>
        <message>
            <source>%1: holds %2 games; --record takes a file with one game</source>
            <translation>%1: এতে %2টি খেলা আছে; --record একটিমাত্র খেলার ফাইল নেয়</translation>
        </message>
        <message>
            <source>tag Result</source>
            <translation>Result ট্যাগ</translation>
        </message>
        <message>
            <source>field Result</source>
            <translation>Result ঘর</translation>
        </message>
        <message>
            <source>%1: %2: the record says %3, which is not the result entered</source>
            <translation>%1: %2: রেকর্ডে লেখা %3, যা দেওয়া ফলাফল নয়</translation>
        </message>
        <message>
            <source>%1: tag Result: the record claims no result (none); type the result with it</source>
            <translation>%1: Result ট্যাগ: রেকর্ডে কোনো ফলাফল দাবি করা নেই (কিছুই নেই); রেকর্ডের সঙ্গে ফলাফলটি লিখুন</translation>
        </message>
        <message>
            <source>%1: tag Result: the record claims no result ('%2'); type the result with it</source>
            <translation>%1: Result ট্যাগ: রেকর্ডে কোনো ফলাফল দাবি করা নেই ('%2'); রেকর্ডের সঙ্গে ফলাফলটি লিখুন</translation>
        </message>
        <message>
            <source>%1:%2: move %3 (ply %4) is illegal: %5</source>
            <translation>%1:%2: চাল %3 (প্লাই %4) অবৈধ: %5</translation>
        </message>
        <message>
            <source>%1: the result entered contradicts the final position: %2</source>
            <translation>%1: দেওয়া ফলাফল শেষ অবস্থানের সঙ্গে মেলে না: %2</translation>
        </message>
        <message>
            <source>'%1' is not a paired round</source>
            <translation>'%1' জোড়া হওয়া কোনো রাউন্ড নয়</translation>
        </message>
        <message>
            <source>round %1 is not the last paired round (%2); later pairings stand on it</source>
            <translation>রাউন্ড %1 শেষ জোড়া হওয়া রাউন্ড নয় (%2); পরের জোড়াগুলো এর ওপর দাঁড়িয়ে</translation>
        </message>
        <message>
            <source>round %1 already has results (board %2); pairings change before results</source>
            <translation>রাউন্ড %1-এ আগেই ফলাফল আছে (বোর্ড %2); জোড়া বদলাতে হয় ফলাফলের আগে</translation>
        </message>
        <message>
            <source>round %1 has no board %2</source>
            <translation>রাউন্ড %1-এ বোর্ড %2 নেই</translation>
        </message>
        <message>
            <source>%1 is not paired in round %2 (absent or with a requested bye)</source>
            <translation>%1 রাউন্ড %2-এ জোড়া হননি (অনুপস্থিত বা চাওয়া বাই আছে)</translation>
        </message>
        <message>
            <source>round %1 already has results (%2)</source>
            <translation>রাউন্ড %1-এ আগেই ফলাফল আছে (%2)</translation>
        </message>
        <message>
            <source>pairings by hand are for two-player games</source>
            <translation>হাতে জোড়া দুই খেলোয়াড়ের খেলার জন্য</translation>
        </message>
        <message>
            <source>name two different boards</source>
            <translation>দুটি আলাদা বোর্ডের নম্বর দিন</translation>
        </message>
        <message>
            <source>a player cannot meet himself</source>
            <translation>কোনো খেলোয়াড় নিজের সঙ্গে খেলতে পারেন না</translation>
        </message>
        <message>
            <source>...</source>
            <translation>...</translation>
        </message>
        <message>
            <source>the event has no player %1</source>
            <translation>প্রতিযোগিতায় %1 নম্বর খেলোয়াড় নেই</translation>
        </message>
        <message>
            <source>no player achieved a title norm (B.01 1.4)</source>
            <translation>কোনো খেলোয়াড় টাইটেল নর্ম অর্জন করেননি (B.01 1.4)</translation>
        </message>
        <message>
            <source>player %1 achieved no title norm (B.01 1.4)</source>
            <translation>খেলোয়াড় %1 কোনো টাইটেল নর্ম অর্জন করেননি (B.01 1.4)</translation>
        </message>
        <message>
            <source>%1 values for %2 rounds paired (give one, or one per round)</source>
            <translation>জোড়া হওয়া %2টি রাউন্ডের জন্য %1টি মান (একটি দিন, বা প্রতি রাউন্ডে একটি)</translation>
        </message>
        <message>
            <source>'%1' is not zero, half or full</source>
            <translation>'%1' zero, half বা full নয়</translation>
        </message>
        <message>
            <source>%1 %2 has a result in round %3; withdraw from a later round</source>
            <translation>%1 %2-এর রাউন্ড %3-এ ফলাফল আছে; পরের কোনো রাউন্ড থেকে প্রত্যাহার করুন</translation>
        </message>
        <message>
            <source>FIDE id %1</source>
            <translation>FIDE আইডি %1</translation>
        </message>
        <message>
            <source>name and year of birth</source>
            <translation>নাম ও জন্মসাল</translation>
        </message>
        <message>
            <source>player %1 %2</source>
            <translation>খেলোয়াড় %1 %2</translation>
        </message>
        <message>
            <source>%1%2 has the %3 of %4 (--allow-duplicate registers him all the same)</source>
            <translation>%1%2-এর %3 %4-এর সঙ্গে এক (--allow-duplicate তবুও নিবন্ধন করে)</translation>
        </message>
        <message>
            <source>no player %1 (the event has %2)</source>
            <translation>%1 নম্বর খেলোয়াড় নেই (প্রতিযোগিতায় %2 জন)</translation>
        </message>
        <message>
            <source>%1 %2 is already withdrawn from round %3</source>
            <translation>%1 %2 আগেই রাউন্ড %3 থেকে প্রত্যাহৃত</translation>
        </message>
        <message>
            <source>%1 %2 was paired in round %3; a player who has played is withdrawn, not removed</source>
            <translation>%1 %2 রাউন্ড %3-এ জোড়া হয়েছিলেন; যিনি খেলেছেন তাঁকে প্রত্যাহার করা হয়, মোছা হয় না</translation>
        </message>
        <message>
            <source>%1 %2 is not withdrawn</source>
            <translation>%1 %2 প্রত্যাহৃত নন</translation>
        </message>
        <message>
            <source>name at least one field to change</source>
            <translation>বদলানোর জন্য অন্তত একটি ঘরের নাম দিন</translation>
        </message>
        <message>
            <source>'%1' is not an amount (%2 or %3)</source>
            <translation>'%1' কোনো অঙ্ক নয় (%2 বা %3)</translation>
        </message>
        <message>
            <source>the event has no category %1 (tourney category add)</source>
            <translation>প্রতিযোগিতায় %1 নামে কোনো বিভাগ নেই (tourney category add)</translation>
        </message>
        <message>
            <source>category %1 is '%2' here and '%3' in %4</source>
            <translation>%1 বিভাগ এখানে '%2' আর %4-এ '%3'</translation>
        </message>
        <message>
            <source>no prize %1 (the prize table has %2)</source>
            <translation>%1 নম্বর পুরস্কার নেই (পুরস্কার তালিকায় %2টি)</translation>
        </message>
        <message>
            <source>'%1' is not tiebreak, hort or shared</source>
            <translation>'%1' tiebreak, hort বা shared নয়</translation>
        </message>
        <message>
            <source>a prize needs a name (1st, Best U16, ...)</source>
            <translation>পুরস্কারের একটি নাম দরকার (1st, Best U16, ...)</translation>
        </message>
        <message>
            <source>'%1' is not a number from %2 to %3</source>
            <translation>'%1' %2 থেকে %3-এর মধ্যে কোনো সংখ্যা নয়</translation>
        </message>
        <message>
            <source>'%1' is not a result (1, 0.5 or 0)</source>
            <translation>'%1' কোনো ফলাফল নয় (1, 0.5 বা 0)</translation>
        </message>
        <message>
            <source>'%1' is not RATING:RESULT (2100:1)</source>
            <translation>'%1' RATING:RESULT আকারে নয় (2100:1)</translation>
        </message>
        <message>
            <source>'%1' is not standard, rapid or blitz</source>
            <translation>'%1' standard, rapid বা blitz নয়</translation>
        </message>
        <message>
            <source>an unrated opponent's game is not rated (B.02 7.1.4)</source>
            <translation>রেটিংহীন প্রতিপক্ষের সঙ্গে খেলা রেটিংয়ে গোনা হয় না (B.02 7.1.4)</translation>
        </message>
        <message>
            <source>no game given</source>
            <translation>কোনো খেলা দেওয়া হয়নি</translation>
        </message>
        <message>
            <source>FIDE rates chess games between two players; this event is %1</source>
            <translation>FIDE দুই খেলোয়াড়ের দাবা খেলার রেটিং করে; এই প্রতিযোগিতা %1</translation>
        </message>
        <message>
            <source>seat %1</source>
            <translation>আসন %1</translation>
        </message>
        <message>
            <source>table</source>
            <translation>টেবিল</translation>
        </message>
        <message>
            <source>board</source>
            <translation>বোর্ড</translation>
        </message>
        <message>
            <source>%1: tag %2: the record's %3 has %4 id %5, but %3 at %6 %7 is %8 (id %9): a record of another %6's game?</source>
            <translation>%1: %2 ট্যাগ: রেকর্ডের %3-এর %4 আইডি %5, কিন্তু %6 %7-এ %3 হলেন %8 (আইডি %9): অন্য কোনো %6-এর খেলার রেকর্ড?</translation>
        </message>
        <message>
            <source>%1 are forms, not a table: print them as PDF</source>
            <translation>%1 ফর্ম, টেবিল নয়: PDF হিসেবে ছাপুন</translation>
        </message>
        <message>
            <source>only standings are printed for a category</source>
            <translation>বিভাগের জন্য শুধু স্ট্যান্ডিং ছাপা হয়</translation>
        </message>
        <message>
            <source>meetings are for events at tables; two players meet in the crosstable</source>
            <translation>সাক্ষাতের তালিকা টেবিলে খেলা প্রতিযোগিতার জন্য; দুই খেলোয়াড়ের সাক্ষাৎ ক্রসটেবিলে দেখা যায়</translation>
        </message>
        <message>
            <source>round %1 is already paired; a bye is requested before its pairing (tourney unpair undoes the last pairing)</source>
            <translation>রাউন্ড %1 আগেই জোড়া হয়েছে; বাই চাইতে হয় জোড়ার আগে (tourney unpair শেষ জোড়া ফিরিয়ে নেয়)</translation>
        </message>
        <message>
            <source>%1 %2 is withdrawn from round %3</source>
            <translation>%1 %2 রাউন্ড %3 থেকে প্রত্যাহৃত</translation>
        </message>
        <message>
            <source>%1 is named twice</source>
            <translation>%1 দুবার দেওয়া হয়েছে</translation>
        </message>
        <message>
            <source>'%1' is not one of half, zero, full</source>
            <translation>'%1' half, zero, full-এর কোনোটি নয়</translation>
        </message>
        <message>
            <source>%1 already has a %2 in round %3 (tourney bye remove takes it back)</source>
            <translation>%1-এর রাউন্ড %3-এ আগেই %2 আছে (tourney bye remove সেটি ফিরিয়ে নেয়)</translation>
        </message>
        <message>
            <source>%1 has no bye requested for round %2</source>
            <translation>%1 রাউন্ড %2-এর জন্য কোনো বাই চাননি</translation>
        </message>
        <message>
            <source>byes are requested in Swiss events; a round robin's table is fixed (C.05), so a player who cannot play loses by forfeit</source>
            <translation>বাই চাওয়া যায় সুইস প্রতিযোগিতায়; রাউন্ড রবিনের ছক নির্দিষ্ট (C.05), তাই যে খেলোয়াড় খেলতে পারেন না তিনি ওয়াকওভারে হারেন</translation>
        </message>
        <message>
            <source>a result is needed (%1)</source>
            <translation>একটি ফলাফল দরকার (%1)</translation>
        </message>
        <message>
            <source>'%1' is not a %2 result (%3)</source>
            <translation>'%1' %2-এর কোনো ফলাফল নয় (%3)</translation>
        </message>
        <message>
            <source>board %1 has %2 seats, '%3' gives %4</source>
            <translation>বোর্ড %1-এ %2টি আসন, '%3' দেয় %4টি</translation>
        </message>
        <message>
            <source>round %1 was paired with the result of round %2 (its players: %3)</source>
            <translation>রাউন্ড %1 জোড়া হয়েছিল রাউন্ড %2-এর এই ফলাফল ধরে (এর খেলোয়াড়েরা: %3)</translation>
        </message>
        <message>
            <source>%1; %2</source>
            <translation>%1; %2</translation>
        </message>
        <message>
            <source>partial</source>
            <translation>আংশিক</translation>
        </message>
        <message>
            <source>%1 has no result to clear</source>
            <translation>%1-এ মোছার মতো কোনো ফলাফল নেই</translation>
        </message>
        <message>
            <source>%1 already has a result (%2)</source>
            <translation>%1-এ আগেই ফলাফল আছে (%2)</translation>
        </message>
        <message>
            <source>%1 already has a result (%2); %3</source>
            <translation>%1-এ আগেই ফলাফল আছে (%2); %3</translation>
        </message>
        <message>
            <source>round %1 board %2</source>
            <translation>রাউন্ড %1 বোর্ড %2</translation>
        </message>
        <message>
            <source>only a game played over the board can be entered as not rated</source>
            <translation>শুধু বোর্ডে খেলা খেলাকেই রেটিংহীন হিসেবে দেওয়া যায়</translation>
        </message>
        <message>
            <source>%1: holds no results</source>
            <translation>%1: এতে কোনো ফলাফল নেই</translation>
        </message>
        <message>
            <source>%1:%2: %3</source>
            <translation>%1:%2: %3</translation>
        </message>
        <message>
            <source>%1
%2</source>
            <translation>%1
%2</translation>
        </message>
        <message>
            <source>tables %1 and %2 more</source>
            <translation>টেবিল %1 এবং আরও %2টি</translation>
        </message>
        <message>
            <source>boards %1 and %2 more</source>
            <translation>বোর্ড %1 এবং আরও %2টি</translation>
        </message>
        <message>
            <source>table %1</source>
            <translation>টেবিল %1</translation>
        </message>
        <message>
            <source>board %1</source>
            <translation>বোর্ড %1</translation>
        </message>
        <message>
            <source>tables %1</source>
            <translation>টেবিল %1</translation>
        </message>
        <message>
            <source>boards %1</source>
            <translation>বোর্ড %1</translation>
        </message>
        <message>
            <source>all %1 rounds are paired</source>
            <translation>%1টি রাউন্ডই জোড়া হয়ে গেছে</translation>
        </message>
        <message>
            <source>pairing needs at least %1 players; the event has %2</source>
            <translation>জোড়ার জন্য অন্তত %1 জন খেলোয়াড় দরকার; প্রতিযোগিতায় আছেন %2 জন</translation>
        </message>
        <message>
            <source>round %1 still lacks results on %2</source>
            <translation>রাউন্ড %1-এ %2-এর ফলাফল এখনো বাকি</translation>
        </message>
        <message>
            <source>name every start number from %1 to %2 once, in the order drawn</source>
            <translation>%1 থেকে %2 পর্যন্ত প্রতিটি শুরুর নম্বর একবার করে দিন, লটারির ক্রমে</translation>
        </message>
        <message>
            <source>a Swiss event numbers its players by the initial ranking (C.04.2)</source>
            <translation>সুইস প্রতিযোগিতায় খেলোয়াড়দের নম্বর প্রাথমিক র‍্যাঙ্কিং অনুযায়ী (C.04.2)</translation>
        </message>
        <message>
            <source>a draw needs at least two players</source>
            <translation>লটারির জন্য অন্তত দুজন খেলোয়াড় দরকার</translation>
        </message>
        <message>
            <source>a Swiss event is paired round by round; it has no schedule</source>
            <translation>সুইস প্রতিযোগিতা রাউন্ড ধরে ধরে জোড়া হয়; এর কোনো সূচি নেই</translation>
        </message>
        <message>
            <source>the Berger table seats two players a board</source>
            <translation>বার্গার ছকে প্রতি বোর্ডে দুজন খেলোয়াড় বসেন</translation>
        </message>
        <message>
            <source>a schedule needs at least two players</source>
            <translation>সূচির জন্য অন্তত দুজন খেলোয়াড় দরকার</translation>
        </message>
        <message>
            <source>the event has no category %1 (tourney category list)</source>
            <translation>প্রতিযোগিতায় %1 নামে কোনো বিভাগ নেই (tourney category list)</translation>
        </message>
        <message>
            <source>%1: the record's Result is %2, not the points entered (%3)</source>
            <translation>%1: রেকর্ডের Result %2, দেওয়া পয়েন্ট (%3) নয়</translation>
        </message>
        <message>
            <source>%1: illegal: %2</source>
            <translation>%1: অবৈধ: %2</translation>
        </message>
        <message>
            <source>%1: the points do not follow from the game: %2</source>
            <translation>%1: পয়েন্টগুলো খেলা থেকে আসে না: %2</translation>
        </message>
        <message>
            <source>%1: the game did not end and the record claims no points (Result "*"); enter the points with it</source>
            <translation>%1: খেলা শেষ হয়নি এবং রেকর্ডে কোনো পয়েন্ট দাবি করা নেই (Result "*"); রেকর্ডের সঙ্গে পয়েন্ট দিন</translation>
        </message>
        <message>
            <source>'%1' cannot come from one game: %2</source>
            <translation>'%1' একটি খেলা থেকে আসতে পারে না: %2</translation>
        </message>
        <message>
            <source>'%1': %2's points are negative (-%3); game points are whole numbers from 0</source>
            <translation>'%1': %2-এর পয়েন্ট ঋণাত্মক (-%3); খেলার পয়েন্ট 0 থেকে পূর্ণসংখ্যা</translation>
        </message>
        <message>
            <source>'%1' is not a table's result: %2</source>
            <translation>'%1' টেবিলের কোনো ফলাফল নয়: %2</translation>
        </message>
        <message>
            <source>'%1' gives %2 seats' points; a table has %3 (%4)</source>
            <translation>'%1' %2টি আসনের পয়েন্ট দেয়; টেবিলে আসন %3টি (%4)</translation>
        </message>
        <message>
            <source>round %1 table %2</source>
            <translation>রাউন্ড %1 টেবিল %2</translation>
        </message>
        <message>
            <source>a table's result is needed: %1; or --record with the game's record</source>
            <translation>টেবিলের ফলাফল দরকার: %1; অথবা খেলার রেকর্ডসহ --record</translation>
        </message>
        <message>
            <source>%1 (%2 %3) withdrew before round %4: his seat is lost by forfeit, written F</source>
            <translation>%1 (%2 %3) রাউন্ড %4-এর আগে প্রত্যাহার করেছেন: তাঁর আসন ওয়াকওভারে হার, লেখা হয় F</translation>
        </message>
        <message>
            <source>a table with a seat lost by forfeit was not played as recorded; enter its points without the record</source>
            <translation>যে টেবিলে কোনো আসন ওয়াকওভারে হেরেছে তা রেকর্ড অনুযায়ী খেলা হয়নি; রেকর্ড ছাড়া পয়েন্ট দিন</translation>
        </message>
        <message>
            <source>'%1' is not a list of points such as %2</source>
            <translation>'%1' পয়েন্টের তালিকা নয়, যেমন %2</translation>
        </message>
        <message>
            <source>'%1': %2</source>
            <translation>'%1': %2</translation>
        </message>
        <message>
            <source>'%1': points are kept exact, in tenths, and %2 is finer than a tenth; choose values in tenths (such as %3 or %4)</source>
            <translation>'%1': পয়েন্ট দশমাংশে নির্ভুলভাবে রাখা হয়, আর %2 এক দশমাংশের চেয়ে সূক্ষ্ম; দশমাংশে মান দিন (যেমন %3 বা %4)</translation>
        </message>
        <message>
            <source>a game at tables is scored by places, not by wins and draws: use --placement</source>
            <translation>টেবিলের খেলায় পয়েন্ট হয় স্থান অনুযায়ী, জয় ও ড্র অনুযায়ী নয়: --placement ব্যবহার করুন</translation>
        </message>
        <message>
            <source>'%1' is not a number of points such as %2</source>
            <translation>'%1' পয়েন্টের সংখ্যা নয়, যেমন %2</translation>
        </message>
        <message>
            <source>a half-point bye would be worth half of this event's bye of %1, %2, finer than the tenths Tourney keeps points in; ask for a full bye (%1) or a zero bye</source>
            <translation>হাফ-পয়েন্ট বাইয়ের মান হতো এই প্রতিযোগিতার বাই %1-এর অর্ধেক, %2, যা Tourney-র দশমাংশে রাখা পয়েন্টের চেয়ে সূক্ষ্ম; পূর্ণ বাই (%1) বা শূন্য বাই চান</translation>
        </message>
        <message>
            <source>placement points are for games at tables of four; %1 has two players</source>
            <translation>স্থানভিত্তিক পয়েন্ট চারজনের টেবিলের খেলার জন্য; %1-এ খেলোয়াড় দুজন</translation>
        </message>
        <message>
            <source>a bye's score is set by --scoring for %1</source>
            <translation>%1-এ বাইয়ের পয়েন্ট ঠিক হয় --scoring দিয়ে</translation>
        </message>
        <message>
            <source>round %1 is already paired: the tie-breaks announced are %2</source>
            <translation>রাউন্ড %1 আগেই জোড়া হয়েছে: ঘোষিত টাই-ব্রেক %2</translation>
        </message>
        <message>
            <source>must be 2024 or 2026</source>
            <translation>2024 বা 2026 হতে হবে</translation>
        </message>
        <message>
            <source>must be a round number</source>
            <translation>রাউন্ডের নম্বর হতে হবে</translation>
        </message>
        <message>
            <source>must be a rating</source>
            <translation>রেটিং হতে হবে</translation>
        </message>
        <message>
            <source>%1: line 260 keeps players %2 and %3 apart in some rounds only; an event file stores forbidden pairs for every round (tourney forbid add)</source>
            <translation>%1: লাইন 260 খেলোয়াড় %2 ও %3-কে শুধু কয়েকটি রাউন্ডে আলাদা রাখে; প্রতিযোগিতার ফাইলে নিষিদ্ধ জোড়া সব রাউন্ডের জন্য থাকে (tourney forbid add)</translation>
        </message>
        <message>
            <source>%1: line 202: %2; an event file keeps only tie-breaks Tourney computes (change them after import with tourney set-tiebreaks)</source>
            <translation>%1: লাইন 202: %2; প্রতিযোগিতার ফাইলে শুধু Tourney যেসব টাই-ব্রেক হিসাব করে সেগুলো থাকে (ইমপোর্টের পরে tourney set-tiebreaks দিয়ে বদলান)</translation>
        </message>
        <message>
            <source>TRF has no form for games at tables of four; export the event with --csv or --json</source>
            <translation>চারজনের টেবিলের খেলার জন্য TRF-এ কোনো রূপ নেই; --csv বা --json দিয়ে প্রতিযোগিতা এক্সপোর্ট করুন</translation>
        </message>
        <message>
            <source>cleared</source>
            <translation>মোছা হয়েছে</translation>
        </message>
        <message>
            <source>%1: %2  %3</source>
            <translation>%1: %2  %3</translation>
        </message>
        <message>
            <source>%1: %2  %3 (was %4)</source>
            <translation>%1: %2  %3 (আগে ছিল %4)</translation>
        </message>
        <message>
            <source>warning: %1</source>
            <translation>সতর্কতা: %1</translation>
        </message>
        <message>
            <source>warning: %1: %2</source>
            <translation>সতর্কতা: %1: %2</translation>
        </message>
        <message>
            <source>--seed or --order, not both</source>
            <translation>--seed বা --order, দুটো একসঙ্গে নয়</translation>
        </message>
        <message>
            <source>%1 needs a file</source>
            <translation>%1-এর একটি ফাইল দরকার</translation>
        </message>
        <message>
            <source>unknown argument '%1'</source>
            <translation>অজানা আর্গুমেন্ট '%1'</translation>
        </message>
        <message>
            <source>cannot read %1</source>
            <translation>%1 পড়া যায় না</translation>
        </message>
        <message>
            <source>--line-end takes lf, crlf or cr</source>
            <translation>--line-end নেয় lf, crlf বা cr</translation>
        </message>
        <message>
            <source>only the FIDE Dutch system is available: give --dutch IN.trf</source>
            <translation>শুধু FIDE Dutch পদ্ধতি আছে: --dutch IN.trf দিন</translation>
        </message>
        <message>
            <source>give exactly one of -p, -c and -g</source>
            <translation>-p, -c ও -g-এর ঠিক একটি দিন</translation>
        </message>
        <message>
            <source>-g CONFIG writes the tournament to -o OUT.trf and reads no TRF</source>
            <translation>-g CONFIG টুর্নামেন্টটি -o OUT.trf-এ লেখে এবং কোনো TRF পড়ে না</translation>
        </message>
        <message>
            <source>--dutch needs the input TRF file</source>
            <translation>--dutch-এর জন্য ইনপুট TRF ফাইল দরকার</translation>
        </message>
        <message>
            <source>--line-end applies to the TRF that -g writes</source>
            <translation>--line-end খাটে -g যে TRF লেখে তাতে</translation>
        </message>
        <message>
            <source>one of --trf, --csv or --json is required</source>
            <translation>--trf, --csv বা --json-এর একটি আবশ্যক</translation>
        </message>
        <message>
            <source>--line-end applies to --trf</source>
            <translation>--line-end খাটে --trf-এ</translation>
        </message>
        <message>
            <source>--fen is required for %1</source>
            <translation>%1-এর জন্য --fen আবশ্যক</translation>
        </message>
        <message>
            <source>--throws is required for a game played with dice</source>
            <translation>পাশা দিয়ে খেলা খেলার জন্য --throws আবশ্যক</translation>
        </message>
        <message>
            <source>--depth is not taken for a game played with dice: give --throws</source>
            <translation>পাশা দিয়ে খেলা খেলায় --depth নেওয়া হয় না: --throws দিন</translation>
        </message>
        <message>
            <source>--throws is only for a game played with dice</source>
            <translation>--throws শুধু পাশা দিয়ে খেলা খেলার জন্য</translation>
        </message>
        <message>
            <source>--depth is required</source>
            <translation>--depth আবশ্যক</translation>
        </message>
        <message>
            <source>%1: holds no players</source>
            <translation>%1: এতে কোনো খেলোয়াড় নেই</translation>
        </message>
        <message>
            <source>--undo takes no --from-round</source>
            <translation>--undo-র সঙ্গে --from-round চলে না</translation>
        </message>
        <message>
            <source>unknown report '%1': %2</source>
            <translation>অজানা রিপোর্ট '%1': %2</translation>
        </message>
        <message>
            <source>give BOARD and RESULT, or --file</source>
            <translation>BOARD ও RESULT দিন, অথবা --file</translation>
        </message>
        <message>
            <source>--clear takes no RESULT</source>
            <translation>--clear-এর সঙ্গে RESULT চলে না</translation>
        </message>
        <message>
            <source>--unrated goes with a result, not with --clear</source>
            <translation>--unrated ফলাফলের সঙ্গে চলে, --clear-এর সঙ্গে নয়</translation>
        </message>
        <message>
            <source>--interactive takes one key per board; enter the game points of tables with --file</source>
            <translation>--interactive প্রতি বোর্ডে একটি কী নেয়; টেবিলের খেলার পয়েন্ট --file দিয়ে দিন</translation>
        </message>
        <message>
            <source>--file and --interactive take no BOARD or RESULT</source>
            <translation>--file ও --interactive-এর সঙ্গে BOARD বা RESULT চলে না</translation>
        </message>
        <message>
            <source>--file or --interactive, not both</source>
            <translation>--file বা --interactive, দুটো একসঙ্গে নয়</translation>
        </message>
        <message>
            <source>%1: cannot be read</source>
            <translation>%1: পড়া যায় না</translation>
        </message>
        <message>
            <source>%1: the token needs at least %2 characters</source>
            <translation>%1: টোকেনে অন্তত %2টি অক্ষর দরকার</translation>
        </message>
        <message>
            <source>argument %1: '%2' is not a port</source>
            <translation>আর্গুমেন্ট %1: '%2' কোনো পোর্ট নয়</translation>
        </message>
        <message>
            <source>argument %1: '%2' is not an address</source>
            <translation>আর্গুমেন্ট %1: '%2' কোনো ঠিকানা নয়</translation>
        </message>
        <message>
            <source>cannot listen on %1:%2</source>
            <translation>%1:%2-এ শোনা যাচ্ছে না</translation>
        </message>
        <message>
            <source>%1 must be a number from %2</source>
            <translation>%1 হতে হবে %2 বা তার বেশি কোনো সংখ্যা</translation>
        </message>
        <message>
            <source>--swiss and --round-robin exclude each other</source>
            <translation>--swiss ও --round-robin একসঙ্গে চলে না</translation>
        </message>
        <message>
            <source>%1: %2 (%3)</source>
            <translation>%1: %2 (%3)</translation>
        </message>
        <message>
            <source>%1: damaged event file: %2</source>
            <translation>%1: ক্ষতিগ্রস্ত প্রতিযোগিতার ফাইল: %2</translation>
        </message>
        <message>
            <source>argument %1: '%2' is not a game (%3)</source>
            <translation>আর্গুমেন্ট %1: '%2' কোনো খেলা নয় (%3)</translation>
        </message>
        <message>
            <source>argument %1: no engine for %2 is built yet</source>
            <translation>আর্গুমেন্ট %1: %2-এর কোনো ইঞ্জিন এখনো তৈরি হয়নি</translation>
        </message>
        <message>
            <source>%1: cannot be written (%2)</source>
            <translation>%1: লেখা যায় না (%2)</translation>
        </message>
        <message>
            <source>is the event file itself; choose another name for the output</source>
            <translation>এটিই প্রতিযোগিতার ফাইল; আউটপুটের জন্য অন্য নাম দিন</translation>
        </message>
        <message>
            <source>is a folder; name a file to write</source>
            <translation>এটি একটি ফোল্ডার; লেখার জন্য একটি ফাইলের নাম দিন</translation>
        </message>
        <message>
            <source>is not a regular file (a FIFO or a device?); name a file to write</source>
            <translation>সাধারণ ফাইল নয় (FIFO বা ডিভাইস?); লেখার জন্য একটি ফাইলের নাম দিন</translation>
        </message>
        <message>
            <source>is an SQLite database, perhaps an event file; it is not overwritten: choose another name</source>
            <translation>এটি একটি SQLite ডেটাবেস, হয়তো প্রতিযোগিতার ফাইল; এর ওপর লেখা হয় না: অন্য নাম দিন</translation>
        </message>
        <message>
            <source>exists; add --force to replace it</source>
            <translation>আগে থেকেই আছে; বদলাতে --force দিন</translation>
        </message>
        <message>
            <source>%1: already exists (choose another name, or remove the file first)</source>
            <translation>%1: আগে থেকেই আছে (অন্য নাম দিন, বা আগে ফাইলটি মুছুন)</translation>
        </message>
        <message>
            <source>%1: cannot be created (the folder %2 does not exist)</source>
            <translation>%1: তৈরি করা যায় না (%2 ফোল্ডারটি নেই)</translation>
        </message>
        <message>
            <source>no such event file</source>
            <translation>এমন কোনো প্রতিযোগিতার ফাইল নেই</translation>
        </message>
        <message>
            <source>create one with `tourney new`</source>
            <translation>`tourney new` দিয়ে একটি তৈরি করুন</translation>
        </message>
        <message>
            <source>not a Tourney event file</source>
            <translation>Tourney-র প্রতিযোগিতার ফাইল নয়</translation>
        </message>
        <message>
            <source>already exists</source>
            <translation>আগে থেকেই আছে</translation>
        </message>
        <message>
            <source>choose another name, or remove the file first</source>
            <translation>অন্য নাম দিন, বা আগে ফাইলটি মুছুন</translation>
        </message>
        <message>
            <source>is read-only</source>
            <translation>শুধু পড়া যায়</translation>
        </message>
        <message>
            <source>a command that changes the event needs write permission on the file (chmod u+w)</source>
            <translation>প্রতিযোগিতা বদলায় এমন কমান্ডের জন্য ফাইলে লেখার অনুমতি দরকার (chmod u+w)</translation>
        </message>
        <message>
            <source>cannot be read</source>
            <translation>পড়া যায় না</translation>
        </message>
        <message>
            <source>it is not an SQLite database</source>
            <translation>এটি SQLite ডেটাবেস নয়</translation>
        </message>
        <message>
            <source>an event file is an SQLite database file</source>
            <translation>প্রতিযোগিতার ফাইল একটি SQLite ডেটাবেস ফাইল</translation>
        </message>
        <message>
            <source>is empty, not an event file</source>
            <translation>খালি, প্রতিযোগিতার ফাইল নয়</translation>
        </message>
        <message>
            <source>Keys: %1; arrows move between boards; or tap a result.</source>
            <translation>কী: %1; তীরচিহ্ন দিয়ে বোর্ড বদলান; অথবা একটি ফলাফলে চাপ দিন।</translation>
        </message>
        <message>
            <source>PDF: no usable font; install fonts-noto-core or fonts-dejavu-core</source>
            <translation>PDF: ব্যবহারযোগ্য কোনো ফন্ট নেই; fonts-noto-core বা fonts-dejavu-core ইনস্টল করুন</translation>
        </message>
        <message>
            <source>only norm certificates (it1) are printed for one player</source>
            <translation>একজন খেলোয়াড়ের জন্য শুধু নর্ম সনদ (it1) ছাপা হয়</translation>
        </message>
        <message>
            <source>White</source>
            <translation>সাদা</translation>
        </message>
        <message>
            <source>Black</source>
            <translation>কালো</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>লাল</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>সবুজ</translation>
        </message>
        <message>
            <source>Yellow</source>
            <translation>হলুদ</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>নীল</translation>
        </message>
        <message>
            <source>ok</source>
            <translation>ঠিক</translation>
        </message>
        <message>
            <source>illegal</source>
            <translation>অবৈধ</translation>
        </message>
        <message>
            <source>inconsistent</source>
            <translation>অসংগত</translation>
        </message>
        <message>
            <source>ply</source>
            <translation>প্লাই</translation>
        </message>
        <message>
            <source>plies</source>
            <translation>প্লাই</translation>
        </message>
        <message>
            <source>turn</source>
            <translation>দান</translation>
        </message>
        <message>
            <source>turns</source>
            <translation>দান</translation>
        </message>
        <message>
            <source>move</source>
            <translation>চাল</translation>
        </message>
        <message>
            <source>moves</source>
            <translation>চাল</translation>
        </message>
        <message>
            <source>half-point bye</source>
            <translation>হাফ-পয়েন্ট বাই</translation>
        </message>
        <message>
            <source>zero-point bye</source>
            <translation>শূন্য-পয়েন্ট বাই</translation>
        </message>
        <message>
            <source>full-point bye</source>
            <translation>পূর্ণ-পয়েন্ট বাই</translation>
        </message>
        <message>
            <source>%1:%2: field %3: %4</source>
            <translation>%1:%2: ঘর %3: %4</translation>
        </message>
        <message>
            <source>%1: field %2: %3</source>
            <translation>%1: ঘর %2: %3</translation>
        </message>
        <message>
            <source>%1: tags %2 and %3: the record has %4 and %5 the other way round: at %6 %7 %8 has %4 and %9 %5</source>
            <translation>%1: %2 ও %3 ট্যাগ: রেকর্ডে %4 ও %5 উল্টো: %6 %7-এ %8 %4, আর %9 %5</translation>
        </message>
        <message>
            <source>%1: tag %2: the record's %3 is '%4', but %3 at %5 %6 is %7: a record of another %5's game?</source>
            <translation>%1: %2 ট্যাগ: রেকর্ডের %3 '%4', কিন্তু %5 %6-এ %3 হলেন %7: অন্য কোনো %5-এর খেলার রেকর্ড?</translation>
        </message>
        <message>
            <source>game %1 (%2:%3)</source>
            <translation>খেলা %1 (%2:%3)</translation>
        </message>
        <message>
            <source>an earlier player of the list</source>
            <translation>তালিকার আগের একজন খেলোয়াড়</translation>
        </message>
        <message>
            <source>checkmate</source>
            <translation>কিস্তিমাত</translation>
        </message>
        <message>
            <source>stalemate</source>
            <translation>অচলাবস্থা (স্টেলমেট)</translation>
        </message>
        <message>
            <source>fifty-move rule may be claimed</source>
            <translation>পঞ্চাশ চালের নিয়ম দাবি করা যায়</translation>
        </message>
        <message>
            <source>threefold repetition may be claimed</source>
            <translation>তিনবার পুনরাবৃত্তি দাবি করা যায়</translation>
        </message>
        <message>
            <source>each side having at most one piece</source>
            <translation>প্রতিটি পক্ষের হাতে বড়জোর একটি ঘুঁটি</translation>
        </message>
        <message>
            <source>the arbiter's token is needed</source>
            <translation>আরবিটারের টোকেন দরকার</translation>
        </message>
        <message>
            <source>Round %1: %2 %3 has a %4</source>
            <translation>রাউন্ড %1: %2 %3-এর %4</translation>
        </message>
        <message>
            <source>Removed the bye of %1 in round %2</source>
            <translation>রাউন্ড %2-এ %1-এর বাই তুলে নেওয়া হলো</translation>
        </message>
        <message>
            <source>Category %1 added</source>
            <translation>%1 বিভাগ যোগ করা হলো</translation>
        </message>
        <message>
            <source>Category %1 removed</source>
            <translation>%1 বিভাগ মুছে ফেলা হলো</translation>
        </message>
        <message>
            <source>Allowed %1 to meet</source>
            <translation>%1-এর মধ্যে খেলা আবার অনুমোদিত</translation>
        </message>
        <message>
            <source>Player %1: %2</source>
            <translation>খেলোয়াড় %1: %2</translation>
        </message>
        <message>
            <source>Registered %1 player, start number %2</source>
            <translation>%1 জন খেলোয়াড় নিবন্ধিত, শুরুর নম্বর %2</translation>
        </message>
        <message>
            <source>Registered %1 players, start numbers %2</source>
            <translation>%1 জন খেলোয়াড় নিবন্ধিত, শুরুর নম্বর %2</translation>
        </message>
        <message>
            <source>Removed %1 %2</source>
            <translation>%1 %2-কে মুছে ফেলা হলো</translation>
        </message>
        <message>
            <source>Prize %1 added</source>
            <translation>%1 পুরস্কার যোগ করা হলো</translation>
        </message>
        <message>
            <source>Copied %1 and %2; prize sharing %3</source>
            <translation>%1 ও %2 কপি করা হলো; পুরস্কার ভাগ %3</translation>
        </message>
        <message>
            <source>Removed prize %1</source>
            <translation>%1 পুরস্কার মুছে ফেলা হলো</translation>
        </message>
        <message>
            <source>Prize sharing: %1</source>
            <translation>পুরস্কার ভাগ: %1</translation>
        </message>
        <message>
            <source>Added %1 prize</source>
            <translation>%1টি পুরস্কার যোগ করা হলো</translation>
        </message>
        <message>
            <source>Added %1 prizes</source>
            <translation>%1টি পুরস্কার যোগ করা হলো</translation>
        </message>
        <message>
            <source>%1 prize</source>
            <translation>%1টি পুরস্কার</translation>
        </message>
        <message>
            <source>%1 prizes</source>
            <translation>%1টি পুরস্কার</translation>
        </message>
        <message>
            <source>%1 new category</source>
            <translation>%1টি নতুন বিভাগ</translation>
        </message>
        <message>
            <source>%1 new categories</source>
            <translation>%1টি নতুন বিভাগ</translation>
        </message>
        <message>
            <source>Round %1: %2</source>
            <translation>রাউন্ড %1: %2</translation>
        </message>
        <message>
            <source>no date</source>
            <translation>তারিখ নেই</translation>
        </message>
        <message>
            <source>Serving on http://%1:%2/</source>
            <translation>http://%1:%2/ ঠিকানায় চালু</translation>
        </message>
        <message>
            <source>warning: tie-breaks changed after round %1 was paired (%2 -&gt; %3); the change is in the event's log</source>
            <translation>সতর্কতা: রাউন্ড %1 জোড়া হওয়ার পর টাই-ব্রেক বদলানো হয়েছে (%2 -&gt; %3); বদলটি প্রতিযোগিতার লগে আছে</translation>
        </message>
        <message>
            <source>Tie-breaks: %1</source>
            <translation>টাই-ব্রেক: %1</translation>
        </message>
        <message>
            <source>Drawn by hand.</source>
            <translation>হাতে লটারি করা হলো।</translation>
        </message>
        <message>
            <source>Drawn with seed %1.</source>
            <translation>সিড %1 দিয়ে লটারি করা হলো।</translation>
        </message>
        <message>
            <source>Wrote %1 files to %2</source>
            <translation>%2-এ %1টি ফাইল লেখা হলো</translation>
        </message>
        <message>
            <source>Wrote %1</source>
            <translation>%1 লেখা হলো</translation>
        </message>
        <message>
            <source>a bye for %1</source>
            <translation>%1-এর বাই</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <source>the event changed each time it was read for the archive; export it again</source>
            <translation>আর্কাইভের জন্য প্রতিবার পড়ার সময় প্রতিযোগিতাটি বদলে গেছে; আবার রপ্তানি করুন</translation>
        </message>
        <message>
            <source>'%1' is not round-robin, double-round-robin, swiss or dubov</source>
            <translation>'%1' round-robin, double-round-robin, swiss বা dubov নয়</translation>
        </message>
        <message>
            <source>give one of --dutch and --dubov</source>
            <translation>--dutch ও --dubov-এর একটি দিন</translation>
        </message>
        <message>
            <source>name the system: --dutch IN.trf or --dubov IN.trf</source>
            <translation>পদ্ধতির নাম দিন: --dutch IN.trf বা --dubov IN.trf</translation>
        </message>
        <message>
            <source>--dutch or --dubov needs the input TRF file</source>
            <translation>--dutch বা --dubov-এর জন্য ইনপুট TRF ফাইল লাগে</translation>
        </message>
        <message>
            <source>one of --trf, --csv, --json or --archive is required</source>
            <translation>--trf, --csv, --json বা --archive-এর একটি আবশ্যক</translation>
        </message>
        <message>
            <source>this server serves one event: serve a folder to create events</source>
            <translation>এই সার্ভার একটি প্রতিযোগিতা দেখায়: প্রতিযোগিতা তৈরি করতে একটি ফোল্ডার সার্ভ করুন</translation>
        </message>
        <message>
            <source>id: letters, digits, '-' and '_' only (at most 100)</source>
            <translation>id: শুধু অক্ষর, অঙ্ক, '-' ও '_' (সর্বোচ্চ 100টি)</translation>
        </message>
        <message>
            <source>after_round: a round's number expected</source>
            <translation>after_round: একটি রাউন্ডের নম্বর চাই</translation>
        </message>
        <message>
            <source>give result or game_points, not both</source>
            <translation>result বা game_points দিন, দুটো একসঙ্গে নয়</translation>
        </message>
        <message>
            <source>game_points: whole numbers, null for a forfeit</source>
            <translation>game_points: পূর্ণসংখ্যা, ফরফিটের জন্য null</translation>
        </message>
        <message>
            <source>line_end: lf, crlf or cr</source>
            <translation>line_end: lf, crlf বা cr</translation>
        </message>
        <message>
            <source>force: true or false</source>
            <translation>force: true বা false</translation>
        </message>
        <message>
            <source>the body must be a JSON object</source>
            <translation>অনুরোধের বিষয়বস্তু একটি JSON অবজেক্ট হতে হবে</translation>
        </message>
        <message>
            <source>this server serves a folder of events: ask /api/events/EVENT/...</source>
            <translation>এই সার্ভার প্রতিযোগিতার একটি ফোল্ডার দেখায়: /api/events/EVENT/... চান</translation>
        </message>
        <message>
            <source>%1: no such field</source>
            <translation>%1: এমন কোনো ঘর নেই</translation>
        </message>
        <message>
            <source>no event named '%1'</source>
            <translation>'%1' নামে কোনো প্রতিযোগিতা নেই</translation>
        </message>
        <message>
            <source>the body is not JSON (%1 at character %2)</source>
            <translation>অনুরোধের বিষয়বস্তু JSON নয় (%2 নম্বর অক্ষরে %1)</translation>
        </message>
        <message>
            <source>%1: text expected</source>
            <translation>%1: লেখা চাই</translation>
        </message>
        <message>
            <source>%1 is required</source>
            <translation>%1 আবশ্যক</translation>
        </message>
        <message>
            <source>%1: a whole number expected</source>
            <translation>%1: একটি পূর্ণসংখ্যা চাই</translation>
        </message>
        <message>
            <source>%1: true or false expected</source>
            <translation>%1: true বা false চাই</translation>
        </message>
        <message>
            <source>%1: a list of whole numbers expected</source>
            <translation>%1: পূর্ণসংখ্যার একটি তালিকা চাই</translation>
        </message>
        <message>
            <source>%1: a list of text expected</source>
            <translation>%1: লেখার একটি তালিকা চাই</translation>
        </message>
        <message>
            <source>Warning: %1%2 has the name of %3 and a year of birth is missing: the same person entered twice? (player edit --birth tells them apart)</source>
            <translation>সতর্কতা: %1%2-এর নাম %3-এর নামের সঙ্গে মেলে, আর জন্মসাল নেই: একই ব্যক্তি দুবার নিবন্ধিত? (player edit --birth দুজনকে আলাদা করে)</translation>
        </message>
        <message>
            <source>the prize table already has %1 as prize %2 (--replace replaces the table)</source>
            <translation>পুরস্কার-তালিকায় %1 আগে থেকেই পুরস্কার %2 হিসেবে আছে (--replace তালিকাটি বদলে দেয়)</translation>
        </message>
        <message>
            <source>'%1' is not round-robin, double-round-robin, swiss, dubov or burstein</source>
            <translation>'%1' round-robin, double-round-robin, swiss, dubov বা burstein নয়</translation>
        </message>
        <message>
            <source>the Burstein system pairs games of two players</source>
            <translation>বার্স্টাইন পদ্ধতি কেবল দুজন খেলোয়াড়ের খেলার জোড়া তৈরি করে</translation>
        </message>
        <message>
            <source>give one of --dutch, --dubov and --burstein</source>
            <translation>--dutch, --dubov ও --burstein-এর একটি দিন</translation>
        </message>
        <message>
            <source>name the system: --dutch IN.trf, --dubov IN.trf or --burstein IN.trf</source>
            <translation>পদ্ধতির নাম দিন: --dutch IN.trf, --dubov IN.trf বা --burstein IN.trf</translation>
        </message>
        <message>
            <source>--dutch, --dubov or --burstein needs the input TRF file</source>
            <translation>--dutch, --dubov বা --burstein-এর জন্য ইনপুট TRF ফাইল লাগে</translation>
        </message>
        <message>
            <source>The application: %1</source>
            <translation>অ্যাপ্লিকেশন: %1</translation>
        </message>
        <message>
            <source>modifier L needs a value, e.g. L60 or L+1</source>
            <translation>L পরিবর্তকের একটি মান দরকার, যেমন L60 বা L+1</translation>
        </message>
        <message>
            <source>KS limit must be a percentage 0-100</source>
            <translation>KS সীমা 0-100-এর মধ্যে একটি শতাংশ হতে হবে</translation>
        </message>
        <message>
            <source>KS limit offset must be points such as +1.5</source>
            <translation>KS সীমার অফসেট পয়েন্টে হতে হবে, যেমন +1.5</translation>
        </message>
        <message>
            <source>KS limit offset must count half-points such as +1</source>
            <translation>KS সীমার অফসেট অর্ধ-পয়েন্টে গুনতে হবে, যেমন +1</translation>
        </message>
        <message>
            <source>rules edition must be V1/V2024 or V2/V2026 (the 2022 rules are not supported)</source>
            <translation>নিয়মের সংস্করণ V1/V2024 বা V2/V2026 হতে হবে (2022-এর নিয়ম সমর্থিত নয়)</translation>
        </message>
        <message>
            <source>match and game point variants (:MP, :GP) are for team events</source>
            <translation>ম্যাচ ও গেম পয়েন্টের রূপ (:MP, :GP) দলগত প্রতিযোগিতার জন্য</translation>
        </message>
        <message>
            <source>unknown tie-break (known: DE WIN WON BPG BWG REP GE PS STD TPN BH FB AOB SB KS ARO TPR PTP APRO APPO RTNG)</source>
            <translation>অজানা টাই-ব্রেক (জানা: DE WIN WON BPG BWG REP GE PS STD TPN BH FB AOB SB KS ARO TPR PTP APRO APPO RTNG)</translation>
        </message>
        <message>
            <source>empty modifier</source>
            <translation>খালি পরিবর্তক</translation>
        </message>
        <message>
            <source>Cut and Median cannot be combined</source>
            <translation>Cut ও Median একসঙ্গে দেওয়া যায় না</translation>
        </message>
        <message>
            <source>no such file</source>
            <translation>এমন কোনো ফাইল নেই</translation>
        </message>
        <message>
            <source>is larger than any input Tourney reads</source>
            <translation>Tourney যত বড় ইনপুট পড়ে তার চেয়েও বড়</translation>
        </message>
        <message>
            <source>line %1, 042 start date: '%2' is not a date Tourney reads (yyyy/mm/dd or dd.mm.yyyy); left out</source>
            <translation>লাইন %1, 042 শুরুর তারিখ: '%2' এমন কোনো তারিখ নয় যা Tourney পড়ে (yyyy/mm/dd বা dd.mm.yyyy); বাদ দেওয়া হলো</translation>
        </message>
        <message>
            <source>line %1, 052 end date: '%2' is not a date Tourney reads (yyyy/mm/dd or dd.mm.yyyy); left out</source>
            <translation>লাইন %1, 052 শেষের তারিখ: '%2' এমন কোনো তারিখ নয় যা Tourney পড়ে (yyyy/mm/dd বা dd.mm.yyyy); বাদ দেওয়া হলো</translation>
        </message>
        <message>
            <source>line %1, %2 type of tournament: '%3' is not a system Tourney pairs; later rounds are paired by the Dutch system (C.04.3) and the export names that</source>
            <translation>লাইন %1, %2 প্রতিযোগিতার ধরন: '%3' এমন কোনো পদ্ধতি নয় যাতে Tourney জোড়া করে; পরের রাউন্ডগুলো ডাচ পদ্ধতিতে (C.04.3) জোড়া হবে এবং এক্সপোর্টে তা-ই লেখা থাকবে</translation>
        </message>
        <message>
            <source>line %1, birth date (columns 70-79): '%2' is not a date Tourney reads; the player's age is unknown, so the under-18 K 40 (B.02 8.3.3) cannot be applied to him</source>
            <translation>লাইন %1, জন্মতারিখ (কলাম 70-79): '%2' এমন কোনো তারিখ নয় যা Tourney পড়ে; খেলোয়াড়ের বয়স অজানা, তাই অনূর্ধ্ব-18-র K 40 (B.02 8.3.3) তাঁর ক্ষেত্রে প্রয়োগ করা যায় না</translation>
        </message>
        <message>
            <source>the file gives no event date (042, 052) Tourney reads: the under-18 K 40 (B.02 8.3.3) cannot be applied</source>
            <translation>ফাইলে প্রতিযোগিতার এমন কোনো তারিখ (042, 052) নেই যা Tourney পড়ে: অনূর্ধ্ব-18-র K 40 (B.02 8.3.3) প্রয়োগ করা যায় না</translation>
        </message>
        <message>
            <source>Warning: %1: federation %2 is not a FIDE federation code</source>
            <translation>সতর্কতা: %1: ফেডারেশন %2 কোনো FIDE ফেডারেশন কোড নয়</translation>
        </message>
        <message>
            <source>Warning: %1: title %2 is not a FIDE title (GM, IM, FM, CM, WGM, WIM, WFM, WCM)</source>
            <translation>সতর্কতা: %1: খেতাব %2 কোনো FIDE খেতাব নয় (GM, IM, FM, CM, WGM, WIM, WFM, WCM)</translation>
        </message>
        <message>
            <source>board %1: %2 %3 - %4 %5</source>
            <translation>বোর্ড %1: %2 %3 - %4 %5</translation>
        </message>
        <message>
            <source>board %1: %2 and %3 met in round %4 (C.04.1 b: two players meet once)</source>
            <translation>বোর্ড %1: %2 ও %3 রাউন্ড %4-এ মুখোমুখি হয়েছেন (C.04.1 b: দুজন খেলোয়াড় একবারই মুখোমুখি হন)</translation>
        </message>
        <message>
            <source>board %1: %2 and %3 are a forbidden pair (C.04.3 C1)</source>
            <translation>বোর্ড %1: %2 ও %3 একটি নিষিদ্ধ জোড়া (C.04.3 C1)</translation>
        </message>
        <message>
            <source>%1 %2 gets White a third time in a row (C.04.1 f, C.04.3 C3)</source>
            <translation>%1 %2 পরপর তৃতীয়বার সাদা পাচ্ছেন (C.04.1 f, C.04.3 C3)</translation>
        </message>
        <message>
            <source>%1 %2 gets Black a third time in a row (C.04.1 f, C.04.3 C3)</source>
            <translation>%1 %2 পরপর তৃতীয়বার কালো পাচ্ছেন (C.04.1 f, C.04.3 C3)</translation>
        </message>
        <message>
            <source>%1 %2 gets White with a colour difference beyond two (C.04.1 f, C.04.3 C3)</source>
            <translation>%1 %2 সাদা পাচ্ছেন, তাতে রঙের ব্যবধান দুইয়ের বেশি হচ্ছে (C.04.1 f, C.04.3 C3)</translation>
        </message>
        <message>
            <source>%1 %2 gets Black with a colour difference beyond two (C.04.1 f, C.04.3 C3)</source>
            <translation>%1 %2 কালো পাচ্ছেন, তাতে রঙের ব্যবধান দুইয়ের বেশি হচ্ছে (C.04.1 f, C.04.3 C3)</translation>
        </message>
        <message>
            <source>board %1: the Berger table (C.05) is changed</source>
            <translation>বোর্ড %1: বার্গার ছক (C.05) বদলে গেছে</translation>
        </message>
        <message>
            <source>board %1: %2</source>
            <translation>বোর্ড %1: %2</translation>
        </message>
        <message>
            <source>board %1: partial</source>
            <translation>বোর্ড %1: আংশিক</translation>
        </message>
        <message>
            <source>Late entry: pairing numbers follow the initial ranking (C.04.2); these players moved down (old number -&gt; new):</source>
            <translation>দেরিতে নিবন্ধন: জোড়ার নম্বর প্রাথমিক র‍্যাঙ্কিং অনুসরণ করে (C.04.2); এই খেলোয়াড়েরা নিচে নেমেছেন (পুরোনো নম্বর -&gt; নতুন):</translation>
        </message>
        <message>
            <source>  %1 -&gt; %2 %3</source>
            <translation>  %1 -&gt; %2 %3</translation>
        </message>
        <message>
            <source>Late entry: start numbers kept as asked; the newcomer takes the next number and ranks last for the pairing.</source>
            <translation>দেরিতে নিবন্ধন: অনুরোধমতো শুরুর নম্বর অপরিবর্তিত; নতুন খেলোয়াড় পরের নম্বরটি পান এবং জোড়ার জন্য সবার শেষে থাকেন।</translation>
        </message>
        <message>
            <source>Late entry after round %1 is paired: pairing numbers are kept (C.04.2).</source>
            <translation>রাউন্ড %1 জোড়া হওয়ার পরে দেরিতে নিবন্ধন: জোড়ার নম্বর অপরিবর্তিত থাকে (C.04.2)।</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(নেই)</translation>
        </message>
        <message>
            <source>%1 %2 -&gt; %3</source>
            <translation>%1 %2 -&gt; %3</translation>
        </message>
        <message>
            <source>name</source>
            <translation>নাম</translation>
        </message>
        <message>
            <source>rating</source>
            <translation>রেটিং</translation>
        </message>
        <message>
            <source>title</source>
            <translation>খেতাব</translation>
        </message>
        <message>
            <source>federation</source>
            <translation>ফেডারেশন</translation>
        </message>
        <message>
            <source>fide_id</source>
            <translation>FIDE আইডি</translation>
        </message>
        <message>
            <source>birth_year</source>
            <translation>জন্মসাল</translation>
        </message>
        <message>
            <source>birth_date</source>
            <translation>জন্মতারিখ</translation>
        </message>
        <message>
            <source>sex</source>
            <translation>লিঙ্গ</translation>
        </message>
        <message>
            <source>club</source>
            <translation>ক্লাব</translation>
        </message>
        <message>
            <source>latin_name</source>
            <translation>লাতিন নাম</translation>
        </message>
        <message>
            <source>k_factor</source>
            <translation>K ফ্যাক্টর</translation>
        </message>
        <message>
            <source>Start numbers follow the initial ranking again (C.04.2 A.2); %1 is now number %2.</source>
            <translation>শুরুর নম্বর আবার প্রাথমিক র‍্যাঙ্কিং অনুসরণ করে (C.04.2 A.2); %1 এখন %2 নম্বর।</translation>
        </message>
        <message>
            <source>%1 %2 takes part again from round %3; rounds %4 to %5 keep what the withdrawal gave him</source>
            <translation>%1 %2 রাউন্ড %3 থেকে আবার অংশ নিচ্ছেন; রাউন্ড %4 থেকে %5 প্রত্যাহারের সময় যা দেওয়া হয়েছিল তা-ই থাকে</translation>
        </message>
        <message>
            <source>%1 %2 takes part again</source>
            <translation>%1 %2 আবার অংশ নিচ্ছেন</translation>
        </message>
        <message>
            <source>Warning: %1: FIDE id %2 is not in the list</source>
            <translation>সতর্কতা: %1: FIDE আইডি %2 তালিকায় নেই</translation>
        </message>
        <message>
            <source>Start numbers now follow the initial ranking (rating, title, name; C.04.2 A.2).</source>
            <translation>শুরুর নম্বর এখন প্রাথমিক র‍্যাঙ্কিং অনুসরণ করে (রেটিং, খেতাব, নাম; C.04.2 A.2)।</translation>
        </message>
        <message>
            <source>%1 %2: the name is cut to %3 characters in the TRF</source>
            <translation>%1 %2: TRF-এ নামটি %3 অক্ষরে ছেঁটে দেওয়া হয়েছে</translation>
        </message>
        <message>
            <source>Allowed %1,%2 to meet</source>
            <translation>%1,%2-কে আবার মুখোমুখি হতে দেওয়া হলো</translation>
        </message>
        <message>
            <source>Wrote %1 (%2, %3, %4)</source>
            <translation>%1 লেখা হলো (%2, %3, %4)</translation>
        </message>
        <message>
            <source>Wrote %1 (%2, %3)</source>
            <translation>%1 লেখা হলো (%2, %3)</translation>
        </message>
        <message>
            <source>%1 player</source>
            <translation>%1 জন খেলোয়াড়</translation>
        </message>
        <message>
            <source>%1 players</source>
            <translation>%1 জন খেলোয়াড়</translation>
        </message>
        <message>
            <source>%1 round</source>
            <translation>%1টি রাউন্ড</translation>
        </message>
        <message>
            <source>%1 rounds</source>
            <translation>%1টি রাউন্ড</translation>
        </message>
        <message>
            <source>%1 log line</source>
            <translation>লগের %1টি লাইন</translation>
        </message>
        <message>
            <source>%1 log lines</source>
            <translation>লগের %1টি লাইন</translation>
        </message>
        <message>
            <source>Forbade %1 (%2 already forbidden)</source>
            <translation>%1 নিষিদ্ধ করা হলো (%2টি আগেই নিষিদ্ধ)</translation>
        </message>
        <message>
            <source>Forbade %1</source>
            <translation>%1 নিষিদ্ধ করা হলো</translation>
        </message>
        <message>
            <source>%1 pair</source>
            <translation>%1টি জোড়া</translation>
        </message>
        <message>
            <source>%1 pairs</source>
            <translation>%1টি জোড়া</translation>
        </message>
        <message>
            <source>Created %1 from %2: %3, %4 paired, %5</source>
            <translation>%2 থেকে %1 তৈরি হলো: %3, %4 জোড়া হয়েছে, %5</translation>
        </message>
        <message>
            <source>Created %1 from %2: %3, %4 paired</source>
            <translation>%2 থেকে %1 তৈরি হলো: %3, %4 জোড়া হয়েছে</translation>
        </message>
        <message>
            <source>tourney pairing: warning: %1</source>
            <translation>tourney pairing: সতর্কতা: %1</translation>
        </message>
        <message>
            <source>%1 is withdrawn from round %2</source>
            <translation>%1 রাউন্ড %2 থেকে প্রত্যাহৃত</translation>
        </message>
        <message>
            <source>Lost by forfeit: %1</source>
            <translation>ওয়াকওভারে হার: %1</translation>
        </message>
        <message>
            <source>%1: nothing changed</source>
            <translation>%1: কিছুই বদলায়নি</translation>
        </message>
        <message>
            <source>Updated %1; %2 already up to date; %3 of %4 found in the list</source>
            <translation>%1 হালনাগাদ হলো; %2 জন আগে থেকেই হালনাগাদ; %4-এর মধ্যে %3টি তালিকায় পাওয়া গেছে</translation>
        </message>
        <message>
            <source>%1 FIDE id</source>
            <translation>%1টি FIDE আইডি</translation>
        </message>
        <message>
            <source>%1 FIDE ids</source>
            <translation>%1টি FIDE আইডি</translation>
        </message>
        <message>
            <source>tourney tiebreaks: warning: %1</source>
            <translation>tourney tiebreaks: সতর্কতা: %1</translation>
        </message>
        <message>
            <source>Removed the pairing of round %1</source>
            <translation>রাউন্ড %1-এর জোড়া সরিয়ে দেওয়া হলো</translation>
        </message>
        <message>
            <source>Removed the result of %1</source>
            <translation>ফল সরিয়ে দেওয়া হলো: %1</translation>
        </message>
        <message>
            <source>%1 fields where the header names %2</source>
            <translation>শিরোনাম-সারিতে %2টি কলাম, কিন্তু এখানে %1টি ঘর</translation>
        </message>
        <message>
            <source>unknown column '%1' (known: %2)</source>
            <translation>অজানা কলাম '%1' (জানা: %2)</translation>
        </message>
        <message>
            <source>column '%1' appears twice</source>
            <translation>কলাম '%1' দুবার আছে</translation>
        </message>
        <message>
            <source>no '%1' column</source>
            <translation>'%1' কলাম নেই</translation>
        </message>
        <message>
            <source>'%1' is not a whole number</source>
            <translation>'%1' কোনো পূর্ণসংখ্যা নয়</translation>
        </message>
        <message>
            <source>'%1' is not M or F</source>
            <translation>'%1' M বা F নয়</translation>
        </message>
        <message>
            <source>'%1' is not a FIDE id</source>
            <translation>'%1' কোনো FIDE আইডি নয়</translation>
        </message>
        <message>
            <source>'%1' is not a title (GM, IM, WFM, ...)</source>
            <translation>'%1' কোনো খেতাব নয় (GM, IM, WFM, ...)</translation>
        </message>
        <message>
            <source>'%1' is not a three-letter federation code (BAN, IND, ...)</source>
            <translation>'%1' তিন অক্ষরের কোনো ফেডারেশন কোড নয় (BAN, IND, ...)</translation>
        </message>
        <message>
            <source>'%1' is not a FIDE id (up to 10 digits)</source>
            <translation>'%1' কোনো FIDE আইডি নয় (সর্বোচ্চ 10 অঙ্ক)</translation>
        </message>
        <message>
            <source>'%1' is not in Latin letters (ASCII), as FIDE's reports need it</source>
            <translation>'%1' লাতিন অক্ষরে (ASCII) নয়, অথচ FIDE-এর প্রতিবেদনে তা-ই লাগে</translation>
        </message>
        <message>
            <source>'%1' is not a FIDE K factor (40, 20 or 10)</source>
            <translation>'%1' কোনো FIDE K ফ্যাক্টর নয় (40, 20 বা 10)</translation>
        </message>
        <message>
            <source>'%1' is not m or f</source>
            <translation>'%1' m বা f নয়</translation>
        </message>
        <message>
            <source>unknown field</source>
            <translation>অজানা ঘর</translation>
        </message>
        <message>
            <source>'%1' is not a board number</source>
            <translation>'%1' কোনো বোর্ড নম্বর নয়</translation>
        </message>
        <message>
            <source>board %1 has no result</source>
            <translation>বোর্ড %1-এর কোনো ফল নেই</translation>
        </message>
        <message>
            <source>'%1' after the result: one board and one result per line</source>
            <translation>ফলের পরে '%1': প্রতি লাইনে একটি বোর্ড ও একটি ফল</translation>
        </message>
        <message>
            <source>'%1' is not a start number</source>
            <translation>'%1' কোনো শুরুর নম্বর নয়</translation>
        </message>
        <message>
            <source>'%1' is not a round number</source>
            <translation>'%1' কোনো রাউন্ড নম্বর নয়</translation>
        </message>
        <message>
            <source>start number %1 is larger than the number of players in the file (%2)</source>
            <translation>শুরুর নম্বর %1 ফাইলের খেলোয়াড়-সংখ্যার (%2) চেয়ে বড়</translation>
        </message>
        <message>
            <source>'%1' is larger than %2</source>
            <translation>'%1' %2-এর চেয়ে বড়</translation>
        </message>
        <message>
            <source>'%1' is not a number of points</source>
            <translation>'%1' কোনো পয়েন্ট-সংখ্যা নয়</translation>
        </message>
        <message>
            <source>unknown key '%1' (W, D, L, P, A or X)</source>
            <translation>অজানা কী '%1' (W, D, L, P, A বা X)</translation>
        </message>
        <message>
            <source>'%1' is not a kind of bye (H half, F full, Z zero points)</source>
            <translation>'%1' কোনো ধরনের বাই নয় (H হাফ, F পূর্ণ, Z শূন্য পয়েন্ট)</translation>
        </message>
        <message>
            <source>start number %1 has no player</source>
            <translation>শুরুর নম্বর %1-এর কোনো খেলোয়াড় নেই</translation>
        </message>
        <message>
            <source>'%1' is not a day of the calendar</source>
            <translation>'%1' ক্যালেন্ডারের কোনো দিন নয়</translation>
        </message>
        <message>
            <source>'%1' is not a number of rounds (1 to 999)</source>
            <translation>'%1' কোনো রাউন্ড-সংখ্যা নয় (1 থেকে 999)</translation>
        </message>
        <message>
            <source>'%1' is not an initial colour (white1 or black1) nor 'rank'</source>
            <translation>'%1' কোনো প্রাথমিক রং নয় (white1 বা black1), 'rank'-ও নয়</translation>
        </message>
        <message>
            <source>'%1' is not an initial colour (white1 or black1)</source>
            <translation>'%1' কোনো প্রাথমিক রং নয় (white1 বা black1)</translation>
        </message>
        <message>
            <source>start number %1 appears twice (first on line %2)</source>
            <translation>শুরুর নম্বর %1 দুবার আছে (প্রথমবার লাইন %2-এ)</translation>
        </message>
        <message>
            <source>'%1' is not a rating</source>
            <translation>'%1' কোনো রেটিং নয়</translation>
        </message>
        <message>
            <source>'%1' is not w, b or -</source>
            <translation>'%1' w, b বা - নয়</translation>
        </message>
        <message>
            <source>'%1' is not a TRF result code</source>
            <translation>'%1' TRF-এর কোনো ফল-কোড নয়</translation>
        </message>
        <message>
            <source>'%1' is not a date yy/mm/dd</source>
            <translation>'%1' yy/mm/dd আকারের কোনো তারিখ নয়</translation>
        </message>
        <message>
            <source>board %1 appears twice (first on line %2)</source>
            <translation>বোর্ড %1 দুবার আছে (প্রথমবার লাইন %2-এ)</translation>
        </message>
        <message>
            <source>%1 needs a rating for unrated players: %2 player(s) are unrated (the first is start number %3); set one with %4/Unnnn or --unrated-rating</source>
            <translation>%1-এর জন্য রেটিংহীন খেলোয়াড়দের একটি রেটিং দরকার: %2 জন খেলোয়াড় রেটিংহীন (প্রথমজনের শুরুর নম্বর %3); %4/Unnnn বা --unrated-rating দিয়ে একটি দিন</translation>
        </message>
        <message>
            <source>%1; printed as -0 (undefined)</source>
            <translation>%1; -0 (অনির্ধারিত) হিসেবে ছাপা হলো</translation>
        </message>
        <message>
            <source>white</source>
            <translation>সাদা</translation>
        </message>
        <message>
            <source>black</source>
            <translation>কালো</translation>
        </message>
        <message>
            <source>pawn</source>
            <translation>বোড়ে</translation>
        </message>
        <message>
            <source>knight</source>
            <translation>ঘোড়া</translation>
        </message>
        <message>
            <source>bishop</source>
            <translation>গজ</translation>
        </message>
        <message>
            <source>rook</source>
            <translation>নৌকা</translation>
        </message>
        <message>
            <source>queen</source>
            <translation>মন্ত্রী</translation>
        </message>
        <message>
            <source>king</source>
            <translation>রাজা</translation>
        </message>
        <message>
            <source>%1 may no longer castle kingside: the king or that rook has moved (FIDE Laws 3.8.2)</source>
            <translation>%1 পক্ষ আর রাজার দিকে ক্যাসলিং করতে পারে না: রাজা বা সেই নৌকা আগেই চাল দিয়েছে (FIDE Laws 3.8.2)</translation>
        </message>
        <message>
            <source>%1 may no longer castle queenside: the king or that rook has moved (FIDE Laws 3.8.2)</source>
            <translation>%1 পক্ষ আর মন্ত্রীর দিকে ক্যাসলিং করতে পারে না: রাজা বা সেই নৌকা আগেই চাল দিয়েছে (FIDE Laws 3.8.2)</translation>
        </message>
        <message>
            <source>castling out of check (FIDE Laws 3.8.3.1)</source>
            <translation>কিস্তিতে থাকা অবস্থায় ক্যাসলিং (FIDE Laws 3.8.3.1)</translation>
        </message>
        <message>
            <source>a piece stands between king and rook (FIDE Laws 3.8.3.2)</source>
            <translation>রাজা ও নৌকার মাঝে একটি ঘুঁটি আছে (FIDE Laws 3.8.3.2)</translation>
        </message>
        <message>
            <source>the king would cross or land on an attacked square (FIDE Laws 3.8.3.1)</source>
            <translation>রাজাকে আক্রান্ত কোনো ঘর পেরোতে বা সেখানে থামতে হবে (FIDE Laws 3.8.3.1)</translation>
        </message>
        <message>
            <source>%1 is empty</source>
            <translation>%1 ঘর ফাঁকা</translation>
        </message>
        <message>
            <source>%1 holds a %2 piece, but %3 is to move</source>
            <translation>%1 ঘরে %2 ঘুঁটি, কিন্তু এখন %3 পক্ষের চাল</translation>
        </message>
        <message>
            <source>the %1 %2 on %3 cannot move to %4</source>
            <translation>%3 ঘরের %1 %2 %4-এ যেতে পারে না</translation>
        </message>
        <message>
            <source>no %1 %2 can move to %3</source>
            <translation>কোনো %1 %2 %3-এ যেতে পারে না</translation>
        </message>
        <message>
            <source>empty move</source>
            <translation>খালি চাল</translation>
        </message>
        <message>
            <source>a null move (a pass) is not a move: the players move alternately (FIDE Laws 1.1)</source>
            <translation>শূন্য চাল (পাস) কোনো চাল নয়: খেলোয়াড়েরা পালা করে চাল দেন (FIDE Laws 1.1)</translation>
        </message>
        <message>
            <source>not a chess move</source>
            <translation>দাবার কোনো চাল নয়</translation>
        </message>
        <message>
            <source>ambiguous: %1 all fit</source>
            <translation>দ্ব্যর্থক: %1 সবগুলোই মেলে</translation>
        </message>
        <message>
            <source>it would leave the %1 king in check (FIDE Laws 3.9)</source>
            <translation>এতে %1 রাজা কিস্তিতে থেকে যায় (FIDE Laws 3.9)</translation>
        </message>
        <message>
            <source>a pawn reaching the last rank must be promoted (FIDE Laws 3.7.5)</source>
            <translation>শেষ সারিতে পৌঁছানো বোড়েকে পদোন্নতি দিতে হয় (FIDE Laws 3.7.5)</translation>
        </message>
        <message>
            <source>variant '%1' is not chess under the FIDE Laws</source>
            <translation>'%1' রূপটি FIDE Laws অনুযায়ী দাবা নয়</translation>
        </message>
        <message>
            <source>start position: %1</source>
            <translation>শুরুর অবস্থান: %1</translation>
        </message>
        <message>
            <source>the game had already ended by %1</source>
            <translation>খেলা আগেই শেষ হয়ে গিয়েছিল (%1)</translation>
        </message>
        <message>
            <source>the record cannot be read: %1</source>
            <translation>রেকর্ডটি পড়া যায় না: %1</translation>
        </message>
        <message>
            <source>no result</source>
            <translation>কোনো ফল নয়</translation>
        </message>
        <message>
            <source>a draw</source>
            <translation>ড্র</translation>
        </message>
        <message>
            <source>a win for White</source>
            <translation>সাদার জয়</translation>
        </message>
        <message>
            <source>a win for Black</source>
            <translation>কালোর জয়</translation>
        </message>
        <message>
            <source>places %1</source>
            <translation>স্থান %1</translation>
        </message>
        <message>
            <source>the game ended by %1, which gives %2, not %3</source>
            <translation>খেলা শেষ হয়েছে (%1); তাতে ফল %2, %3 নয়</translation>
        </message>
        <message>
            <source>dead position (insufficient material)</source>
            <translation>অচল অবস্থান (যথেষ্ট ঘুঁটি নেই)</translation>
        </message>
        <message>
            <source>fivefold repetition</source>
            <translation>পাঁচবার পুনরাবৃত্তি</translation>
        </message>
        <message>
            <source>seventy-five-move rule</source>
            <translation>পঁচাত্তর চালের নিয়ম</translation>
        </message>
        <message>
            <source>boards: two boards</source>
            <translation>boards: দুটি বোর্ড</translation>
        </message>
        <message>
            <source>round: a round's number expected</source>
            <translation>round: একটি রাউন্ডের নম্বর চাই</translation>
        </message>
        <message>
            <source>White having no piece left</source>
            <translation>সাদার কোনো ঘুঁটি বাকি না থাকায়</translation>
        </message>
        <message>
            <source>Black having no piece left</source>
            <translation>কালোর কোনো ঘুঁটি বাকি না থাকায়</translation>
        </message>
        <message>
            <source>White having no legal move</source>
            <translation>সাদার কোনো বৈধ চাল না থাকায়</translation>
        </message>
        <message>
            <source>Black having no legal move</source>
            <translation>কালোর কোনো বৈধ চাল না থাকায়</translation>
        </message>
        <message>
            <source>White having no piece left while Black has a single piece</source>
            <translation>সাদার কোনো ঘুঁটি বাকি না থাকায়, আর কালোর মাত্র একটি ঘুঁটি থাকায়</translation>
        </message>
        <message>
            <source>Black having no piece left while White has a single piece</source>
            <translation>কালোর কোনো ঘুঁটি বাকি না থাকায়, আর সাদার মাত্র একটি ঘুঁটি থাকায়</translation>
        </message>
        <message>
            <source>White having no legal move while Black has a single piece</source>
            <translation>সাদার কোনো বৈধ চাল না থাকায়, আর কালোর মাত্র একটি ঘুঁটি থাকায়</translation>
        </message>
        <message>
            <source>Black having no legal move while White has a single piece</source>
            <translation>কালোর কোনো বৈধ চাল না থাকায়, আর সাদার মাত্র একটি ঘুঁটি থাকায়</translation>
        </message>
        <message>
            <source>White holding both squares of Black's castle</source>
            <translation>সাদা কালোর দুর্গের দুটি ঘরই দখল করায়</translation>
        </message>
        <message>
            <source>Black holding both squares of White's castle</source>
            <translation>কালো সাদার দুর্গের দুটি ঘরই দখল করায়</translation>
        </message>
        <message>
            <source>%1:%2: tag FEN: %3</source>
            <translation>%1:%2: FEN ট্যাগ: %3</translation>
        </message>
        <message>
            <source>over %1 to %2</source>
            <translation>%1-এর ওপর দিয়ে %2-এ</translation>
        </message>
        <message>
            <source>there is no piece on %1</source>
            <translation>%1-এ কোনো ঘুঁটি নেই</translation>
        </message>
        <message>
            <source>the piece on %1 is %2's, and %3 is to move</source>
            <translation>%1-এর ঘুঁটিটি %2-এর, আর চাল দেওয়ার পালা %3-এর</translation>
        </message>
        <message>
            <source>the piece on %1 stands in %2's castle and never leaves it: its only move is the castle move to %3</source>
            <translation>%1-এর ঘুঁটিটি %2-এর দুর্গে আছে এবং সেখান থেকে কখনো বেরোয় না: তার একমাত্র চাল %3-এ দুর্গ-চাল</translation>
        </message>
        <message>
            <source>%1: %2 is occupied</source>
            <translation>%1: %2 ঘরে আগেই ঘুঁটি আছে</translation>
        </message>
        <message>
            <source>%1: %2 has already made the two castle moves a player may make in a game</source>
            <translation>%1: %2 এক খেলায় যে দুটি দুর্গ-চাল দেওয়া যায়, তা আগেই দিয়ে ফেলেছে</translation>
        </message>
        <message>
            <source>%1: the move ended on entering %2's castle at %3</source>
            <translation>%1: %3-এ %2-এর দুর্গে ঢোকার সঙ্গে সঙ্গেই চাল শেষ হয়ে গিয়েছিল</translation>
        </message>
        <message>
            <source>%1: %2 is neither next to %3 nor two squares away along a line</source>
            <translation>%1: %2 ঘরটি %3-এর পাশেও নয়, এক সরলরেখায় দুই ঘর দূরেও নয়</translation>
        </message>
        <message>
            <source>%1: a jump leaps over a piece to the square beyond it, two squares away</source>
            <translation>%1: লাফ একটি ঘুঁটির ওপর দিয়ে তার পরের ঘরে, দুই ঘর দূরে যায়</translation>
        </message>
        <message>
            <source>%1: a plain move goes one square and is the whole move</source>
            <translation>%1: সাধারণ চাল এক ঘর যায় এবং সেটিই পুরো চাল</translation>
        </message>
        <message>
            <source>%1: a piece may not enter its own castle by a plain move, only by a jump</source>
            <translation>%1: কোনো ঘুঁটি সাধারণ চালে নিজের দুর্গে ঢুকতে পারে না, কেবল লাফ দিয়ে পারে</translation>
        </message>
        <message>
            <source>%1: a canter cannot follow a jump (a knight's charge is canters first, then jumps)</source>
            <translation>%1: লাফের পরে ক্যান্টার দেওয়া যায় না (নাইটের আক্রমণে আগে ক্যান্টার, পরে লাফ)</translation>
        </message>
        <message>
            <source>%1: the piece on %2 is %3's: leaping over an enemy piece is a jump, written %4</source>
            <translation>%1: %2-এর ঘুঁটিটি %3-এর: শত্রুর ঘুঁটির ওপর দিয়ে যাওয়া লাফ, লেখা হয় %4</translation>
        </message>
        <message>
            <source>%1: there is no piece on %2 to leap over</source>
            <translation>%1: %2-এ ডিঙোনোর মতো কোনো ঘুঁটি নেই</translation>
        </message>
        <message>
            <source>%1: the canter route comes back to %2, where it began</source>
            <translation>%1: ক্যান্টারের পথ যেখানে শুরু হয়েছিল সেই %2-এ ফিরে আসে</translation>
        </message>
        <message>
            <source>%1: the canter route visits %2 twice</source>
            <translation>%1: ক্যান্টারের পথ %2-এ দুবার যায়</translation>
        </message>
        <message>
            <source>%1: a piece may not enter its own castle by a canter, only by a jump</source>
            <translation>%1: কোনো ঘুঁটি ক্যান্টারে নিজের দুর্গে ঢুকতে পারে না, কেবল লাফ দিয়ে পারে</translation>
        </message>
        <message>
            <source>%1: the piece on %2 was taken earlier in this move and cannot be leapt twice</source>
            <translation>%1: %2-এর ঘুঁটিটি এই চালেই আগে খাওয়া হয়েছে, তাকে দুবার ডিঙোনো যায় না</translation>
        </message>
        <message>
            <source>%1: the piece on %2 is %3's own: leaping over it is a canter, written %4</source>
            <translation>%1: %2-এর ঘুঁটিটি %3-এর নিজের: তার ওপর দিয়ে যাওয়া ক্যান্টার, লেখা হয় %4</translation>
        </message>
        <message>
            <source>%1: there is no piece on %2 to jump over</source>
            <translation>%1: %2-এ লাফিয়ে পেরোনোর মতো কোনো ঘুঁটি নেই</translation>
        </message>
        <message>
            <source>%1: only a knight may jump after cantering (a knight's charge)</source>
            <translation>%1: ক্যান্টারের পরে কেবল নাইট লাফ দিতে পারে (নাইটের আক্রমণ)</translation>
        </message>
        <message>
            <source>the jump must go on: from %1 the piece can still jump %2</source>
            <translation>লাফ চালিয়ে যেতেই হবে: %1 থেকে ঘুঁটিটি এখনো লাফ দিতে পারে, %2</translation>
        </message>
        <message>
            <source>a knight's canter may not stop on %1, from where it could jump %2: it must jump or canter on</source>
            <translation>নাইটের ক্যান্টার %1-এ থামতে পারে না, কারণ সেখান থেকে লাফ দেওয়া যায়, %2: লাফ দিতে বা ক্যান্টার চালিয়ে যেতে হবে</translation>
        </message>
        <message>
            <source>the piece on %1 must leave %2's castle this turn, and only it may move</source>
            <translation>%1-এর ঘুঁটিটিকে এই চালেই %2-এর দুর্গ ছাড়তে হবে, আর কেবল সেটিই চাল দিতে পারে</translation>
        </message>
        <message>
            <source>the piece on %1 must jump out of %2's castle while it can: %3</source>
            <translation>%1-এর ঘুঁটিটিকে যতক্ষণ পারে লাফ দিয়ে %2-এর দুর্গ থেকে বেরোতে হবে: %3</translation>
        </message>
        <message>
            <source>the piece on %1 must leave %2's castle this turn</source>
            <translation>%1-এর ঘুঁটিটিকে এই চালেই %2-এর দুর্গ ছাড়তে হবে</translation>
        </message>
        <message>
            <source>capture is compulsory: the piece on %1 can jump %2</source>
            <translation>খাওয়া বাধ্যতামূলক: %1-এর ঘুঁটিটি লাফ দিতে পারে, %2</translation>
        </message>
        <message>
            <source>the move is not legal in this position</source>
            <translation>এই অবস্থানে চালটি বৈধ নয়</translation>
        </message>
        <message>
            <source>"%1" is not a move in WCF notation (such as C6-D7, E6-C8-A8 or H4xJ4xL6)</source>
            <translation>"%1" WCF স্বরলিপিতে কোনো চাল নয় (যেমন C6-D7, E6-C8-A8 বা H4xJ4xL6)</translation>
        </message>
        <message>
            <source>%1 is not a square of the Camelot board</source>
            <translation>%1 ক্যামেলট বোর্ডের কোনো ঘর নয়</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>কিছুই না</translation>
        </message>
        <message>
            <source>a %1 pawn</source>
            <translation>একটি %1 বোড়ে</translation>
        </message>
        <message>
            <source>a %1 king</source>
            <translation>একটি %1 রাজা</translation>
        </message>
        <message>
            <source>a %1 elephant</source>
            <translation>একটি %1 হাতি</translation>
        </message>
        <message>
            <source>a %1 horse</source>
            <translation>একটি %1 ঘোড়া</translation>
        </message>
        <message>
            <source>a %1 boat</source>
            <translation>একটি %1 নৌকা</translation>
        </message>
        <message>
            <source>a game has %1 players, not %2</source>
            <translation>একটি খেলায় %1 জন খেলোয়াড় থাকে, %2 জন নয়</translation>
        </message>
        <message>
            <source>%1's points are negative (%2)</source>
            <translation>%1-এর পয়েন্ট ঋণাত্মক (%2)</translation>
        </message>
        <message>
            <source>%1's %2 points are more than one player can capture in a game (%3: three armies with every pawn promoted)</source>
            <translation>%1-এর %2 পয়েন্ট এক খেলায় একজন খেলোয়াড় যত খেতে পারেন তার চেয়ে বেশি (%3: সব বোড়ের পদোন্নতিসহ তিনটি বাহিনী)</translation>
        </message>
        <message>
            <source>the points add up to %1, more than one game can give: %2 captured at most (four armies with every pawn promoted, less the king left at the end), %3 with a player's %4 for putting the three others out</source>
            <translation>পয়েন্টের যোগফল %1, যা এক খেলায় সম্ভব তার চেয়ে বেশি: সর্বোচ্চ %2 খাওয়া যায় (সব বোড়ের পদোন্নতিসহ চারটি বাহিনী, শেষে থাকা রাজাটি বাদে), অন্য তিনজনকে বের করে দেওয়ার জন্য একজনের %4 ধরে %3</translation>
        </message>
        <message>
            <source>the points add up to %1, more than one game can give: %2 captured at most (four armies with every pawn promoted, less the king left at the end); only a player who put the three others out scores %3 for it, and no one scored exactly that</source>
            <translation>পয়েন্টের যোগফল %1, যা এক খেলায় সম্ভব তার চেয়ে বেশি: সর্বোচ্চ %2 খাওয়া যায় (সব বোড়ের পদোন্নতিসহ চারটি বাহিনী, শেষে থাকা রাজাটি বাদে); অন্য তিনজনকে বের করে দেওয়া খেলোয়াড়ই কেবল তার জন্য %3 পান, আর কেউ ঠিক ততটা পাননি</translation>
        </message>
        <message>
            <source>elephant</source>
            <translation>হাতি</translation>
        </message>
        <message>
            <source>horse</source>
            <translation>ঘোড়া</translation>
        </message>
        <message>
            <source>boat</source>
            <translation>নৌকা</translation>
        </message>
        <message>
            <source>is not an elephant move (an elephant goes along a rank or a file)</source>
            <translation>হাতির চাল নয় (হাতি সারি বা কলাম ধরে চলে)</translation>
        </message>
        <message>
            <source>is not an elephant move (it would pass over %1)</source>
            <translation>হাতির চাল নয় (এটি %1-এর ওপর দিয়ে যেত)</translation>
        </message>
        <message>
            <source>is not an elephant move</source>
            <translation>হাতির চাল নয়</translation>
        </message>
        <message>
            <source>is not a pawn move (a pawn captures only diagonally forward, not straight ahead)</source>
            <translation>বোড়ের চাল নয় (বোড়ে কেবল কোনাকুনি সামনে খায়, সোজা সামনে নয়)</translation>
        </message>
        <message>
            <source>is not a pawn move (a pawn goes diagonally only to capture, and %1 is empty)</source>
            <translation>বোড়ের চাল নয় (বোড়ে কেবল খাওয়ার সময় কোনাকুনি যায়, আর %1 ফাঁকা)</translation>
        </message>
        <message>
            <source>is not a pawn move (a pawn goes one square at a time, never two)</source>
            <translation>বোড়ের চাল নয় (বোড়ে একবারে এক ঘর যায়, কখনো দুই ঘর নয়)</translation>
        </message>
        <message>
            <source>west</source>
            <translation>পশ্চিমে</translation>
        </message>
        <message>
            <source>north</source>
            <translation>উত্তরে</translation>
        </message>
        <message>
            <source>east</source>
            <translation>পূর্বে</translation>
        </message>
        <message>
            <source>south</source>
            <translation>দক্ষিণে</translation>
        </message>
        <message>
            <source>is not a pawn move (a %1 pawn goes one square %2, or one diagonally %2 to capture)</source>
            <translation>বোড়ের চাল নয় (%1 বোড়ে এক ঘর %2 যায়, অথবা খাওয়ার জন্য কোনাকুনি এক ঘর %2)</translation>
        </message>
        <message>
            <source>does not leave its square</source>
            <translation>নিজের ঘর ছাড়ে না</translation>
        </message>
        <message>
            <source>lands on %1's own %2</source>
            <translation>%1-এর নিজেরই %2-এর ঘরে গিয়ে পড়ে</translation>
        </message>
        <message>
            <source>is not a king move (a king goes one square, in any direction)</source>
            <translation>রাজার চাল নয় (রাজা যেকোনো দিকে এক ঘর যায়)</translation>
        </message>
        <message>
            <source>is not a horse move</source>
            <translation>ঘোড়ার চাল নয়</translation>
        </message>
        <message>
            <source>is not a boat move (a boat goes exactly two squares diagonally)</source>
            <translation>নৌকার চাল নয় (নৌকা কোনাকুনি ঠিক দুই ঘর যায়)</translation>
        </message>
        <message>
            <source>is not a move</source>
            <translation>কোনো চাল নয়</translation>
        </message>
        <message>
            <source>only %1 has a king left</source>
            <translation>কেবল %1-এর রাজা বাকি আছে</translation>
        </message>
        <message>
            <source>no king is left</source>
            <translation>কোনো রাজা বাকি নেই</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>moves %1, which needs a %2, and %3 already played the only one</source>
            <translation>%1 চালে, যার জন্য %2 দরকার, আর একমাত্র সেটি %3 আগেই খেলেছে</translation>
        </message>
        <message>
            <source>moves %1, which needs a %2, and the throw has none</source>
            <translation>%1 চালে, যার জন্য %2 দরকার, আর এই পাশার দানে তা নেই</translation>
        </message>
        <message>
            <source>comes after the end of the game: after %1, %2, and the other die is not played</source>
            <translation>খেলা শেষ হওয়ার পরে আসে: %1-এর পরে %2, আর অন্য পাশাটি খেলা হয় না</translation>
        </message>
        <message>
            <source>moves nothing: %1 is empty</source>
            <translation>কিছুই চালে না: %1 ফাঁকা</translation>
        </message>
        <message>
            <source>moves %1, not a piece of %2</source>
            <translation>%1 চালে, %2-এর কোনো ঘুঁটি নয়</translation>
        </message>
        <message>
            <source>is written as a capture, but %1 is empty</source>
            <translation>খাওয়া হিসেবে লেখা, কিন্তু %1 ফাঁকা</translation>
        </message>
        <message>
            <source>captures %1, so it is written %2</source>
            <translation>%1 খায়, তাই লেখা হয় %2</translation>
        </message>
        <message>
            <source>the game is over: %1</source>
            <translation>খেলা শেষ: %1</translation>
        </message>
        <message>
            <source>%1 is out (his last king was captured) and his turns are skipped: it is %2's turn</source>
            <translation>%1 খেলা থেকে বাদ (তার শেষ রাজা খাওয়া হয়েছে) আর তার দান বাদ যায়: এখন %2-এর দান</translation>
        </message>
        <message>
            <source>it is %1's turn, not %2's</source>
            <translation>এখন %1-এর দান, %2-এর নয়</translation>
        </message>
        <message>
            <source>unfinished; captured so far: %1</source>
            <translation>অসমাপ্ত; এ পর্যন্ত খাওয়া: %1</translation>
        </message>
        <message>
            <source>%1; %2 put all three others out himself and scores 54 instead of the %3 his captures are worth</source>
            <translation>%1; %2 নিজেই অন্য তিনজনকে বের করে দিয়েছে, তাই তার খাওয়ার মূল্য %3-এর বদলে 54 পায়</translation>
        </message>
        <message>
            <source>%1; %2 put all three others out himself and scores his captures, %3, more than 54</source>
            <translation>%1; %2 নিজেই অন্য তিনজনকে বের করে দিয়েছে এবং তার খাওয়ার মূল্য %3 পায়, যা 54-এর বেশি</translation>
        </message>
        <message>
            <source>captured so far; the game did not end</source>
            <translation>এ পর্যন্ত খাওয়া; খেলা শেষ হয়নি</translation>
        </message>
        <message>
            <source>the turns give %1 (%2), not the places claimed</source>
            <translation>দানগুলো থেকে আসে %1 (%2), দাবি করা স্থানগুলো নয়</translation>
        </message>
        <message>
            <source>the turns give %1 (%2), not %3</source>
            <translation>দানগুলো থেকে আসে %1 (%2), %3 নয়</translation>
        </message>
        <message>
            <source>turn %1, %2: %3</source>
            <translation>দান %1, %2: %3</translation>
        </message>
        <message>
            <source>turn %1, %2, throw %3: %4</source>
            <translation>দান %1, %2, পাশা %3: %4</translation>
        </message>
        <message>
            <source>threefold repetition (FMJD art. 6)</source>
            <translation>একই অবস্থানের তিনবার পুনরাবৃত্তি (FMJD, ধারা 6)</translation>
        </message>
        <message>
            <source>25 moves each with only kings moving and no capture (FMJD art. 6)</source>
            <translation>দুই পক্ষের 25টি করে চাল, শুধু রাজা চলেছে এবং কিছু খাওয়া হয়নি (FMJD, ধারা 6)</translation>
        </message>
        <message>
            <source>16 moves each in three pieces with a king against a lone king (FMJD art. 6)</source>
            <translation>রাজাসহ তিন ঘুঁটি বনাম একা রাজা অবস্থায় দুই পক্ষের 16টি করে চাল (FMJD, ধারা 6)</translation>
        </message>
        <message>
            <source>5 moves each in two pieces with a king against a lone king (FMJD art. 6)</source>
            <translation>রাজাসহ দুই ঘুঁটি বনাম একা রাজা অবস্থায় দুই পক্ষের 5টি করে চাল (FMJD, ধারা 6)</translation>
        </message>
        <message>
            <source>White has no legal move</source>
            <translation>সাদার কোনো বৈধ চাল নেই</translation>
        </message>
        <message>
            <source>Black has no legal move</source>
            <translation>কালোর কোনো বৈধ চাল নেই</translation>
        </message>
        <message>
            <source>a capture of %1 piece is compulsory (%2)</source>
            <translation>%1টি ঘুঁটি খাওয়া বাধ্যতামূলক (%2)</translation>
        </message>
        <message>
            <source>a capture of %1 pieces is compulsory (%2)</source>
            <translation>%1টি ঘুঁটি খাওয়া বাধ্যতামূলক (%2)</translation>
        </message>
        <message>
            <source>there is nothing to capture</source>
            <translation>খাওয়ার মতো কিছু নেই</translation>
        </message>
        <message>
            <source>the piece on %1 cannot move to %2</source>
            <translation>%1-এর ঘুঁটিটি %2-এ যেতে পারে না</translation>
        </message>
        <message>
            <source>ambiguous: %1 can take different pieces (%2); the record must give the squares in between</source>
            <translation>দ্ব্যর্থক: %1 ভিন্ন ভিন্ন ঘুঁটি খেতে পারে (%2); রেকর্ডে মাঝের ঘরগুলো দিতে হবে</translation>
        </message>
        <message>
            <source>"%1" is not a move in numeric notation (squares 1-50)</source>
            <translation>"%1" সংখ্যাভিত্তিক স্বরলিপিতে কোনো চাল নয় (ঘর 1-50)</translation>
        </message>
        <message>
            <source>White has no piece on square %1</source>
            <translation>%1 নম্বর ঘরে সাদার কোনো ঘুঁটি নেই</translation>
        </message>
        <message>
            <source>Black has no piece on square %1</source>
            <translation>%1 নম্বর ঘরে কালোর কোনো ঘুঁটি নেই</translation>
        </message>
        <message>
            <source>White having no pieces left</source>
            <translation>সাদার কোনো ঘুঁটি বাকি না থাকায়</translation>
        </message>
        <message>
            <source>Black having no pieces left</source>
            <translation>কালোর কোনো ঘুঁটি বাকি না থাকায়</translation>
        </message>
        <message>
            <source>%1 after ply %2</source>
            <translation>%1, প্লাই %2-এর পরে</translation>
        </message>
        <message>
            <source>rated 2400 or more</source>
            <translation>রেটিং 2400 বা তার বেশি</translation>
        </message>
        <message>
            <source>18 or younger this year, under 2300</source>
            <translation>এ বছর বয়স 18 বা তার কম, রেটিং 2300-এর নিচে</translation>
        </message>
        <message>
            <source>under 2400 (assumed 30 games played, 2400 never reached)</source>
            <translation>রেটিং 2400-এর নিচে (ধরে নেওয়া হয়েছে 30টি খেলা হয়ে গেছে, কখনো 2400 হয়নি)</translation>
        </message>
        <message>
            <source>from the rating list</source>
            <translation>রেটিং তালিকা থেকে</translation>
        </message>
        <message>
            <source>%1; lowered so that K x games stays within 700</source>
            <translation>%1; K x খেলার সংখ্যা 700-এর মধ্যে রাখতে কমানো হয়েছে</translation>
        </message>
        <message>
            <source>No player meets a norm.</source>
            <translation>কোনো খেলোয়াড় নর্ম পূরণ করেননি।</translation>
        </message>
        <message>
            <source>Games: played and rated (1.4.2c); in nine rounds eight are enough with a forfeit win or a pairing-allocated bye (1.4.1c). Titled: opponents holding GM, IM, FM, WGM, WIM or WFM, of those needed (1.4.5a); Level: opponents holding the norm's title or above (1.4.5b-e); Feds: federations other than the player's (1.4.3); Own fed: at most 3/5 of the opponents (1.4.4); Floor: the lowest opponent's rating raised to the norm's floor (1.4.6b-c); unrated opponents count 1400, however many (1.4.6d); in a round robin an unrated opponent who scored nothing against rated players is left out (1.4.2b).</source>
            <translation>খেলা: খেলা হয়েছে ও রেটেড (1.4.2c); নয় রাউন্ডে ওয়াকওভারে জয় বা জোড়ার কারণে পাওয়া বাই থাকলে আটটিই যথেষ্ট (1.4.1c)। খেতাবধারী: GM, IM, FM, WGM, WIM বা WFM খেতাবধারী প্রতিপক্ষ, যতজন দরকার তার মধ্যে (1.4.5a); স্তর: নর্মের খেতাব বা তার ওপরের খেতাবধারী প্রতিপক্ষ (1.4.5b-e); ফেডারেশন: খেলোয়াড়ের নিজের ছাড়া অন্য ফেডারেশন (1.4.3); নিজ ফেডারেশন: প্রতিপক্ষদের বড়জোর 3/5 (1.4.4); নিম্নসীমা: সবচেয়ে কম রেটিংয়ের প্রতিপক্ষের রেটিং নর্মের নিম্নসীমায় তোলা (1.4.6b-c); রেটিংহীন প্রতিপক্ষ যতজনই হোক, প্রত্যেকে 1400 ধরা হয় (1.4.6d); রাউন্ড রবিনে যে রেটিংহীন প্রতিপক্ষ রেটেড খেলোয়াড়দের বিরুদ্ধে কিছুই পাননি, তাঁকে বাদ দেওয়া হয় (1.4.2b)।</translation>
        </message>
        <message>
            <source>Not checked: the exceptions to the federation rules (1.4.3a-d), norms over several events, and the event's own conditions (rate of play, arbiters, registration).</source>
            <translation>যা যাচাই করা হয়নি: ফেডারেশনের নিয়মের ব্যতিক্রম (1.4.3a-d), একাধিক প্রতিযোগিতা মিলিয়ে নর্ম, এবং প্রতিযোগিতার নিজস্ব শর্ত (খেলার সময়, আরবিটার, নিবন্ধন)।</translation>
        </message>
        <message>
            <source>Rank %1; tie-breaks: %2</source>
            <translation>ক্রম %1; টাই-ব্রেক: %2</translation>
        </message>
        <message>
            <source>Withdrawn from round %1</source>
            <translation>রাউন্ড %1 থেকে প্রত্যাহৃত</translation>
        </message>
        <message>
            <source>%1 %2: unrated, no game against a rated opponent</source>
            <translation>%1 %2: রেটিংহীন, রেটেড কোনো প্রতিপক্ষের বিরুদ্ধে খেলা নেই</translation>
        </message>
        <message>
            <source>%1 %2: unrated, no point against rated opponents: the event is disregarded for a first rating (B.02 7.1.1)</source>
            <translation>%1 %2: রেটিংহীন, রেটেড প্রতিপক্ষদের বিরুদ্ধে কোনো পয়েন্ট নেই: প্রথম রেটিংয়ের জন্য প্রতিযোগিতাটি ধরা হয় না (B.02 7.1.1)</translation>
        </message>
        <message>
            <source>%1 %2: performance for a first rating %3 over %4 against rated opponents (B.02 7.1.4)</source>
            <translation>%1 %2: রেটেড প্রতিপক্ষদের বিরুদ্ধে %4-এ প্রথম রেটিংয়ের জন্য পারফরম্যান্স %3 (B.02 7.1.4)</translation>
        </message>
        <message>
            <source>%1; 5 such games are needed, which may be pooled with other events of the last 26 months</source>
            <translation>%1; এমন 5টি খেলা দরকার, যা গত 26 মাসের অন্য প্রতিযোগিতার সঙ্গে মিলিয়ে নেওয়া যায়</translation>
        </message>
        <message>
            <source>%1; under the floor 1400: not published</source>
            <translation>%1; নিম্নসীমা 1400-এর নিচে: প্রকাশিত হয় না</translation>
        </message>
        <message>
            <source>The time control (%1) makes this a rapid event: a difference over 400 counts as 400 for everyone, and from 1 December 2024 a game between players more than 600 apart, one of them rated above 2600, is not rated (B.02, rapid and blitz).</source>
            <translation>সময় নিয়ন্ত্রণের (%1) কারণে এটি একটি র‍্যাপিড প্রতিযোগিতা: 400-এর বেশি ব্যবধান সবার জন্য 400 ধরা হয়, আর 1 ডিসেম্বর 2024 থেকে 600-এর বেশি ব্যবধানের দুই খেলোয়াড়ের খেলা, যাঁদের একজনের রেটিং 2600-এর ওপরে, রেটেড হয় না (B.02, র‍্যাপিড ও ব্লিৎজ)।</translation>
        </message>
        <message>
            <source>The time control (%1) makes this a blitz event: a difference over 400 counts as 400 for everyone, and from 1 December 2024 a game between players more than 600 apart, one of them rated above 2600, is not rated (B.02, rapid and blitz).</source>
            <translation>সময় নিয়ন্ত্রণের (%1) কারণে এটি একটি ব্লিৎজ প্রতিযোগিতা: 400-এর বেশি ব্যবধান সবার জন্য 400 ধরা হয়, আর 1 ডিসেম্বর 2024 থেকে 600-এর বেশি ব্যবধানের দুই খেলোয়াড়ের খেলা, যাঁদের একজনের রেটিং 2600-এর ওপরে, রেটেড হয় না (B.02, র‍্যাপিড ও ব্লিৎজ)।</translation>
        </message>
        <message>
            <source>%1 %2: rated %3, K %4 (%5), %6</source>
            <translation>%1 %2: রেটিং %3, K %4 (%5), %6</translation>
        </message>
        <message>
            <source>%1: no rating change</source>
            <translation>%1: রেটিংয়ে কোনো পরিবর্তন নেই</translation>
        </message>
        <message>
            <source>%1, score %2, expected %3, change %4, new rating %5 (B.02 8.3); rating performance %6</source>
            <translation>%1, স্কোর %2, প্রত্যাশিত %3, পরিবর্তন %4, নতুন রেটিং %5 (B.02 8.3); রেটিং পারফরম্যান্স %6</translation>
        </message>
        <message>
            <source>%1 game</source>
            <translation>%1টি খেলা</translation>
        </message>
        <message>
            <source>%1 games</source>
            <translation>%1টি খেলা</translation>
        </message>
        <message>
            <source>%1 rated game</source>
            <translation>%1টি রেটেড খেলা</translation>
        </message>
        <message>
            <source>%1 rated games</source>
            <translation>%1টি রেটেড খেলা</translation>
        </message>
        <message>
            <source>round %1, %2: %3</source>
            <translation>রাউন্ড %1, %2: %3</translation>
        </message>
        <message>
            <source>%1; warning: %2</source>
            <translation>%1; সতর্কতা: %2</translation>
        </message>
        <message>
            <source>opponents swapped</source>
            <translation>প্রতিপক্ষ অদলবদল</translation>
        </message>
        <message>
            <source>colours swapped</source>
            <translation>রং অদলবদল</translation>
        </message>
        <message>
            <source>board set</source>
            <translation>বোর্ড ঠিক করা হলো</translation>
        </message>
        <message>
            <source>round %1 unpaired</source>
            <translation>রাউন্ড %1-এর জোড়া সরানো হলো</translation>
        </message>
        <message>
            <source>round %1 unpaired; results removed: %2</source>
            <translation>রাউন্ড %1-এর জোড়া সরানো হলো; সরানো ফল: %2</translation>
        </message>
        <message>
            <source>%1 -&gt; %2 %3</source>
            <translation>%1 -&gt; %2 %3</translation>
        </message>
        <message>
            <source>late entry at its place in the initial ranking (C.04.2): %1; moved down: %2</source>
            <translation>প্রাথমিক ক্রমতালিকায় নিজের জায়গায় দেরিতে নিবন্ধন (C.04.2): %1; নিচে নেমেছেন: %2</translation>
        </message>
        <message>
            <source>%1 %2 withdrawn from round %3</source>
            <translation>%1 %2 রাউন্ড %3 থেকে প্রত্যাহৃত</translation>
        </message>
        <message>
            <source>%1; lost by forfeit: %2</source>
            <translation>%1; ওয়াকওভারে হার: %2</translation>
        </message>
        <message>
            <source>%1 %2: %3</source>
            <translation>%1 %2: %3</translation>
        </message>
        <message>
            <source>%1 %2 removed; the players after him moved up</source>
            <translation>%1 %2 সরানো হলো; তাঁর পরের খেলোয়াড়েরা ওপরে উঠেছেন</translation>
        </message>
        <message>
            <source>%1 %2 %3 -&gt; %4</source>
            <translation>%1 %2 %3 -&gt; %4</translation>
        </message>
        <message>
            <source>%1, replacing the %2 of the table</source>
            <translation>%1, তালিকার আগের %2-এর জায়গায়</translation>
        </message>
        <message>
            <source>%1 prize added from %2</source>
            <translation>%2 থেকে %1টি পুরস্কার যোগ হলো</translation>
        </message>
        <message>
            <source>%1 prizes added from %2</source>
            <translation>%2 থেকে %1টি পুরস্কার যোগ হলো</translation>
        </message>
        <message>
            <source>%1 copied from %2, with %3; prize sharing %4</source>
            <translation>%2 থেকে %1 নকল করা হলো, সঙ্গে %3; পুরস্কার ভাগাভাগি %4</translation>
        </message>
        <message>
            <source>%1 -&gt; %2</source>
            <translation>%1 -&gt; %2</translation>
        </message>
        <message>
            <source>%1 -&gt; %2; %3</source>
            <translation>%1 -&gt; %2; %3</translation>
        </message>
        <message>
            <source>round %1: %2 %3, %4</source>
            <translation>রাউন্ড %1: %2 %3, %4</translation>
        </message>
        <message>
            <source>round %1: %2 %3, %4 taken back</source>
            <translation>রাউন্ড %1: %2 %3, %4 ফিরিয়ে নেওয়া হলো</translation>
        </message>
        <message>
            <source>may not meet: %1</source>
            <translation>মুখোমুখি হতে পারবেন না: %1</translation>
        </message>
        <message>
            <source>may meet again: %1</source>
            <translation>আবার মুখোমুখি হতে পারবেন: %1</translation>
        </message>
        <message>
            <source>%1: %2 (not rated)</source>
            <translation>%1: %2 (রেটেড নয়)</translation>
        </message>
        <message>
            <source>%1: %2 cleared</source>
            <translation>%1: %2 মুছে ফেলা হলো</translation>
        </message>
        <message>
            <source>%1: %2 replaced by %3</source>
            <translation>%1: %2-এর বদলে %3</translation>
        </message>
        <message>
            <source>%1 (not rated)</source>
            <translation>%1 (রেটেড নয়)</translation>
        </message>
        <message>
            <source>%1; its record, made for the old result, is removed</source>
            <translation>%1; আগের ফলের জন্য তৈরি রেকর্ডটি সরানো হলো</translation>
        </message>
        <message>
            <source>round %1: %2 -&gt; %3</source>
            <translation>রাউন্ড %1: %2 -&gt; %3</translation>
        </message>
        <message>
            <source>round %1 paired: %2</source>
            <translation>রাউন্ড %1 জোড়া হলো: %2</translation>
        </message>
        <message>
            <source>%1 board</source>
            <translation>%1টি বোর্ড</translation>
        </message>
        <message>
            <source>%1 boards</source>
            <translation>%1টি বোর্ড</translation>
        </message>
        <message>
            <source>drawing of lots with seed %1: new numbers in the order %2</source>
            <translation>সিড %1 দিয়ে লটারি: নতুন নম্বর এই ক্রমে %2</translation>
        </message>
        <message>
            <source>drawing of lots by hand: new numbers in the order %1</source>
            <translation>হাতে করা লটারি: নতুন নম্বর এই ক্রমে %1</translation>
        </message>
        <message>
            <source>tie-breaks changed after round %1 was paired: %2 -&gt; %3</source>
            <translation>রাউন্ড %1 জোড়া হওয়ার পর টাই-ব্রেক বদলানো হলো: %2 -&gt; %3</translation>
        </message>
        <message>
            <source>null</source>
            <translation>null (শূন্য মান)</translation>
        </message>
        <message>
            <source>a boolean</source>
            <translation>একটি বুলিয়ান মান</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>একটি সংখ্যা</translation>
        </message>
        <message>
            <source>a string</source>
            <translation>একটি টেক্সট</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>একটি তালিকা</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>একটি অবজেক্ট</translation>
        </message>
        <message>
            <source>a value</source>
            <translation>একটি মান</translation>
        </message>
        <message>
            <source>more text after the JSON value</source>
            <translation>JSON মানের পরেও আরও লেখা আছে</translation>
        </message>
        <message>
            <source>%1, the file ends</source>
            <translation>%1, কিন্তু ফাইল শেষ হয়ে গেছে</translation>
        </message>
        <message>
            <source>%1, found '%2'</source>
            <translation>%1, পাওয়া গেছে '%2'</translation>
        </message>
        <message>
            <source>'%1' expected</source>
            <translation>'%1' প্রত্যাশিত</translation>
        </message>
        <message>
            <source>values nested more than %1 deep</source>
            <translation>মানগুলো %1 স্তরের বেশি গভীরে নেস্ট করা</translation>
        </message>
        <message>
            <source>a value expected</source>
            <translation>একটি মান প্রত্যাশিত</translation>
        </message>
        <message>
            <source>a member name in quotes expected</source>
            <translation>উদ্ধৃতিচিহ্নের মধ্যে একটি সদস্যের নাম প্রত্যাশিত</translation>
        </message>
        <message>
            <source>the member "%1" is given twice</source>
            <translation>"%1" সদস্যটি দুবার দেওয়া হয়েছে</translation>
        </message>
        <message>
            <source>a digit expected in a number</source>
            <translation>সংখ্যায় একটি অঙ্ক প্রত্যাশিত</translation>
        </message>
        <message>
            <source>a number may not start with 0</source>
            <translation>সংখ্যা 0 দিয়ে শুরু হতে পারে না</translation>
        </message>
        <message>
            <source>four hexadecimal digits expected after \u</source>
            <translation>\u-এর পরে চারটি হেক্সাডেসিমাল অঙ্ক প্রত্যাশিত</translation>
        </message>
        <message>
            <source>a lone low surrogate in \u escapes</source>
            <translation>\u এস্কেপে একা একটি লো সারোগেট</translation>
        </message>
        <message>
            <source>a high surrogate without its low surrogate in \u escapes</source>
            <translation>\u এস্কেপে লো সারোগেট ছাড়া একটি হাই সারোগেট</translation>
        </message>
        <message>
            <source>an unknown escape \%1 in a string</source>
            <translation>টেক্সটে অজানা এস্কেপ \%1</translation>
        </message>
        <message>
            <source>a string that is never closed</source>
            <translation>একটি টেক্সট যা কখনো বন্ধ হয়নি</translation>
        </message>
        <message>
            <source>a line break inside a string (write \n)</source>
            <translation>টেক্সটের ভেতরে লাইন ভাঙা (\n লিখুন)</translation>
        </message>
        <message>
            <source>a control character inside a string</source>
            <translation>টেক্সটের ভেতরে একটি কন্ট্রোল অক্ষর</translation>
        </message>
        <message>
            <source>text that is not UTF-8</source>
            <translation>এমন লেখা যা UTF-8 নয়</translation>
        </message>
        <message>
            <source>a whole number from %1 to %2 expected, found %3</source>
            <translation>%1 থেকে %2-এর মধ্যে একটি পূর্ণসংখ্যা প্রত্যাশিত, পাওয়া গেছে %3</translation>
        </message>
        <message>
            <source>an object expected, found %1</source>
            <translation>একটি অবজেক্ট প্রত্যাশিত, পাওয়া গেছে %1</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>নেই</translation>
        </message>
        <message>
            <source>%1 expected, found %2</source>
            <translation>%1 প্রত্যাশিত, পাওয়া গেছে %2</translation>
        </message>
        <message>
            <source>points expected (a number such as 1 or 0.5), found %1</source>
            <translation>পয়েন্ট প্রত্যাশিত (1 বা 0.5-এর মতো একটি সংখ্যা), পাওয়া গেছে %1</translation>
        </message>
        <message>
            <source>one of %1 expected, found "%2"</source>
            <translation>%1-এর একটি প্রত্যাশিত, পাওয়া গেছে "%2"</translation>
        </message>
        <message>
            <source>not a member of a version %1 archive</source>
            <translation>সংস্করণ %1-এর আর্কাইভের কোনো সদস্য নয়</translation>
        </message>
        <message>
            <source>a tie-break code in quotes expected</source>
            <translation>উদ্ধৃতিচিহ্নের মধ্যে একটি টাই-ব্রেক কোড প্রত্যাশিত</translation>
        </message>
        <message>
            <source>'%1' is not a tie-break for tables</source>
            <translation>'%1' টেবিলের খেলার জন্য কোনো টাই-ব্রেক নয়</translation>
        </message>
        <message>
            <source>"round-robin", "double-round-robin" or "swiss" expected, found "%1"</source>
            <translation>"round-robin", "double-round-robin" বা "swiss" প্রত্যাশিত, পাওয়া গেছে "%1"</translation>
        </message>
        <message>
            <source>a whole number from 0 to 18446744073709551615 in quotes expected</source>
            <translation>উদ্ধৃতিচিহ্নের মধ্যে 0 থেকে 18446744073709551615-এর মধ্যে একটি পূর্ণসংখ্যা প্রত্যাশিত</translation>
        </message>
        <message>
            <source>"tiebreak", "hort" or "shared" expected, found "%1"</source>
            <translation>"tiebreak", "hort" বা "shared" প্রত্যাশিত, পাওয়া গেছে "%1"</translation>
        </message>
        <message>
            <source>start numbers run 1, 2, 3, ... in order: %1 expected, found %2</source>
            <translation>শুরুর নম্বর ক্রমানুসারে 1, 2, 3, ... চলে: %1 প্রত্যাশিত, পাওয়া গেছে %2</translation>
        </message>
        <message>
            <source>player %1 is not registered (the archive lists %2)</source>
            <translation>খেলোয়াড় %1 নিবন্ধিত নন (আর্কাইভে %2 জনের তালিকা আছে)</translation>
        </message>
        <message>
            <source>a game of %1 has %2 seats, found %3</source>
            <translation>%1-এর একটি খেলায় %2টি আসন থাকে, পাওয়া গেছে %3টি</translation>
        </message>
        <message>
            <source>player %1 is paired twice in this round</source>
            <translation>খেলোয়াড় %1 এই রাউন্ডে দুবার জোড়া হয়েছেন</translation>
        </message>
        <message>
            <source>rounds run 1, 2, 3, ... in order: %1 expected, found %2</source>
            <translation>রাউন্ড ক্রমানুসারে 1, 2, 3, ... চলে: %1 প্রত্যাশিত, পাওয়া গেছে %2</translation>
        </message>
        <message>
            <source>boards run in increasing order: board %1 comes after board %2</source>
            <translation>বোর্ড বাড়তে থাকা ক্রমে চলে: বোর্ড %1 এসেছে বোর্ড %2-এর পরে</translation>
        </message>
        <message>
            <source>player %1 asks twice for a bye in round %2</source>
            <translation>খেলোয়াড় %1 রাউন্ড %2-এ দুবার বাই চেয়েছেন</translation>
        </message>
        <message>
            <source>a list of two start numbers expected</source>
            <translation>দুটি শুরুর নম্বরের একটি তালিকা প্রত্যাশিত</translation>
        </message>
        <message>
            <source>player %1 is listed twice</source>
            <translation>খেলোয়াড় %1 দুবার তালিকাভুক্ত</translation>
        </message>
        <message>
            <source>more than %1 rounds</source>
            <translation>%1টির বেশি রাউন্ড</translation>
        </message>
        <message>
            <source>the category %1 is listed twice</source>
            <translation>%1 বিভাগটি দুবার তালিকাভুক্ত</translation>
        </message>
        <message>
            <source>the archive has no category %1</source>
            <translation>আর্কাইভে %1 নামে কোনো বিভাগ নেই</translation>
        </message>
        <message>
            <source>not a Tourney event archive: "%1" expected, found "%2"</source>
            <translation>Tourney-এর প্রতিযোগিতার আর্কাইভ নয়: "%1" প্রত্যাশিত, পাওয়া গেছে "%2"</translation>
        </message>
        <message>
            <source>written by a newer Tourney: archive version %1, and this Tourney reads versions up to %2; import it with a newer Tourney</source>
            <translation>নতুনতর Tourney দিয়ে লেখা: আর্কাইভের সংস্করণ %1, আর এই Tourney সংস্করণ %2 পর্যন্ত পড়ে; নতুনতর Tourney দিয়ে ইমপোর্ট করুন</translation>
        </message>
        <message>
            <source>a log line needs the time it was stamped</source>
            <translation>লগের প্রতিটি লাইনে তা লেখার সময় থাকা দরকার</translation>
        </message>
        <message>
            <source>K %1: %2. D: the difference counted (8.3.1).</source>
            <translation>K %1: %2। D: গণনায় ধরা ব্যবধান (8.3.1)।</translation>
        </message>
        <message>
            <source>Total: score %1, expected %2, change %3, new rating %4.</source>
            <translation>মোট: স্কোর %1, প্রত্যাশিত %2, পরিবর্তন %3, নতুন রেটিং %4।</translation>
        </message>
        <message>
            <source>the line %1</source>
            <translation>লাইনটি %1</translation>
        </message>
        <message>
            <source>the file forbids more than %1 pairs of players from meeting; Tourney keeps no more</source>
            <translation>ফাইলটি %1-এর বেশি জোড়া খেলোয়াড়কে মুখোমুখি হতে নিষেধ করে; Tourney এর বেশি রাখে না</translation>
        </message>
        <message>
            <source>expected pairs of a key and a value</source>
            <translation>একটি কী ও একটি মানের জোড়া প্রত্যাশিত</translation>
        </message>
        <message>
            <source>expected the kind of bye (H, F or Z), a round and start numbers</source>
            <translation>বাইয়ের ধরন (H, F বা Z), একটি রাউন্ড এবং শুরুর নম্বর প্রত্যাশিত</translation>
        </message>
        <message>
            <source>expected the first and last round, then two or more start numbers</source>
            <translation>প্রথম ও শেষ রাউন্ড, তারপর দুই বা ততোধিক শুরুর নম্বর প্রত্যাশিত</translation>
        </message>
        <message>
            <source>the last round comes before the first</source>
            <translation>শেষ রাউন্ডটি প্রথমটির আগে এসেছে</translation>
        </message>
        <message>
            <source>born %1, after the event (%2)</source>
            <translation>জন্ম %1, প্রতিযোগিতার (%2) পরে</translation>
        </message>
        <message>
            <source>expected an initial colour (white1 or black1)</source>
            <translation>একটি প্রাথমিক রং প্রত্যাশিত (white1 বা black1)</translation>
        </message>
        <message>
            <source>expected a start number first</source>
            <translation>প্রথমে একটি শুরুর নম্বর প্রত্যাশিত</translation>
        </message>
        <message>
            <source>more than 999 rounds</source>
            <translation>999টির বেশি রাউন্ড</translation>
        </message>
        <message>
            <source>start number %1 has its virtual points on an earlier line too</source>
            <translation>শুরুর নম্বর %1-এর ভার্চুয়াল পয়েন্ট আগের একটি লাইনেও আছে</translation>
        </message>
        <message>
            <source>expected points, first and last round, first and last player</source>
            <translation>পয়েন্ট, প্রথম ও শেষ রাউন্ড, প্রথম ও শেষ খেলোয়াড় প্রত্যাশিত</translation>
        </message>
        <message>
            <source>the first round and player must not come after the last</source>
            <translation>প্রথম রাউন্ড ও খেলোয়াড় শেষেরটির পরে আসতে পারে না</translation>
        </message>
        <message>
            <source>round %1 is after the last round (%2)</source>
            <translation>রাউন্ড %1 শেষ রাউন্ডের (%2) পরে</translation>
        </message>
        <message>
            <source>player %1 has virtual points for round %2 on an earlier line too</source>
            <translation>খেলোয়াড় %1-এর রাউন্ড %2-এর ভার্চুয়াল পয়েন্ট আগের একটি লাইনেও আছে</translation>
        </message>
        <message>
            <source>unknown point line</source>
            <translation>অজানা পয়েন্টের লাইন</translation>
        </message>
        <message>
            <source>a TRF holds at most 999 rounds</source>
            <translation>একটি TRF-এ বড়জোর 999টি রাউন্ড থাকে</translation>
        </message>
        <message>
            <source>a bye ('%1') cannot have an opponent</source>
            <translation>বাইয়ের ('%1') কোনো প্রতিপক্ষ থাকতে পারে না</translation>
        </message>
        <message>
            <source>a played game needs an opponent</source>
            <translation>খেলা হয়ে থাকলে একজন প্রতিপক্ষ দরকার</translation>
        </message>
        <message>
            <source>start numbers must run from 1 to %1 without gaps; %2 is missing</source>
            <translation>শুরুর নম্বর 1 থেকে %1 পর্যন্ত ফাঁক ছাড়া চলতে হবে; %2 নেই</translation>
        </message>
        <message>
            <source>opponent %1 is not in the file</source>
            <translation>প্রতিপক্ষ %1 ফাইলে নেই</translation>
        </message>
        <message>
            <source>player %1 does not have %2 as opponent in that round</source>
            <translation>সেই রাউন্ডে খেলোয়াড় %1-এর প্রতিপক্ষ %2 নন</translation>
        </message>
        <message>
            <source>'%1' does not agree with the opponent's '%2'</source>
            <translation>'%1' প্রতিপক্ষের '%2'-এর সঙ্গে মেলে না</translation>
        </message>
        <message>
            <source>the opponent's colour does not agree</source>
            <translation>প্রতিপক্ষের রং মেলে না</translation>
        </message>
        <message>
            <source>an unpaired round cannot have an opponent</source>
            <translation>জোড়া না হওয়া রাউন্ডে কোনো প্রতিপক্ষ থাকতে পারে না</translation>
        </message>
        <message>
            <source>line %1 (%2) declares %3 round</source>
            <translation>লাইন %1 (%2) %3টি রাউন্ড ঘোষণা করে</translation>
        </message>
        <message>
            <source>line %1 (%2) declares %3 rounds</source>
            <translation>লাইন %1 (%2) %3টি রাউন্ড ঘোষণা করে</translation>
        </message>
        <message>
            <source>round %1 is paired, but %2</source>
            <translation>রাউন্ড %1 জোড়া হয়েছে, কিন্তু %2</translation>
        </message>
        <message>
            <source>an entry for round %1, but %2</source>
            <translation>রাউন্ড %1-এর একটি ঘর আছে, কিন্তু %2</translation>
        </message>
        <message>
            <source>start number %1 has no player line</source>
            <translation>শুরুর নম্বর %1-এর কোনো খেলোয়াড়ের লাইন নেই</translation>
        </message>
        <message>
            <source>player %1 has %2 points, but his results give %3; correct the points or the results (or tell the reader to trust the results)</source>
            <translation>খেলোয়াড় %1-এর %2 পয়েন্ট, কিন্তু তাঁর ফল থেকে আসে %3; পয়েন্ট বা ফল সংশোধন করুন (অথবা রিডারকে ফলের ওপর ভরসা করতে বলুন)</translation>
        </message>
        <message>
            <source>team tournaments are not supported: Tourney pairs and scores individual events only</source>
            <translation>দলগত প্রতিযোগিতা সমর্থিত নয়: Tourney কেবল ব্যক্তিগত প্রতিযোগিতার জোড়া ও স্কোর করে</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>ফাইলটি খালি</translation>
        </message>
        <message>
            <source>no player lines (001)</source>
            <translation>খেলোয়াড়ের কোনো লাইন (001) নেই</translation>
        </message>
        <message>
            <source>names a start number that has no player</source>
            <translation>এমন একটি শুরুর নম্বর দেয় যার কোনো খেলোয়াড় নেই</translation>
        </message>
        <message>
            <source>virtual points for start number %1, which has no player</source>
            <translation>শুরুর নম্বর %1-এর ভার্চুয়াল পয়েন্ট, যার কোনো খেলোয়াড় নেই</translation>
        </message>
        <message>
            <source>%1 columns, but the header names %2</source>
            <translation>%1টি কলাম, কিন্তু শিরোনামে আছে %2টি</translation>
        </message>
        <message>
            <source>'%1' is not a start rank</source>
            <translation>'%1' কোনো শুরুর ক্রম নয়</translation>
        </message>
        <message>
            <source>'%1' is not a value</source>
            <translation>'%1' কোনো মান নয়</translation>
        </message>
        <message>
            <source>'%1' is not a rank</source>
            <translation>'%1' কোনো স্থান নয়</translation>
        </message>
        <message>
            <source>TRF-26 record %1 is not read by Tourney; the file cannot be held without it</source>
            <translation>TRF-26 রেকর্ড %1 Tourney পড়ে না; এটি ছাড়া ফাইলটি রাখা যায় না</translation>
        </message>
        <message>
            <source>start rank %1 has no player in %2</source>
            <translation>%2-এ শুরুর ক্রম %1-এর কোনো খেলোয়াড় নেই</translation>
        </message>
        <message>
            <source>--tiebreak-values needs a file</source>
            <translation>--tiebreak-values-এর একটি ফাইল দরকার</translation>
        </message>
        <message>
            <source>--tiebreak-values goes with -c</source>
            <translation>--tiebreak-values -c-এর সঙ্গে চলে</translation>
        </message>
        <message>
            <source>Kept FIDE's rating list %1 to search: %2 players</source>
            <translation>ফিদের রেটিং তালিকা %1 খোঁজার জন্য রাখা হলো: %2 জন খেলোয়াড়</translation>
        </message>
        <message>
            <source>type a FIDE id or at least two letters of a name</source>
            <translation>একটি ফিদে আইডি বা নামের অন্তত দুটি অক্ষর লিখুন</translation>
        </message>
        <message>
            <source>FIDE's rating list is kept beside event files: serve a folder to keep one</source>
            <translation>ফিদের রেটিং তালিকা প্রতিযোগিতার ফাইলের পাশে রাখা হয়: একটি রাখতে একটি ফোল্ডার সার্ভ করুন</translation>
        </message>
        <message>
            <source>seed or order, not both</source>
            <translation>সিড বা ক্রম, দুটো একসঙ্গে নয়</translation>
        </message>
        <message>
            <source>Camelot position: %1</source>
            <translation>ক্যামেলট অবস্থান: %1</translation>
        </message>
        <message>
            <source>%1 is a cut-away corner, not a square, and must be '.'</source>
            <translation>%1 বোর্ডের কেটে বাদ দেওয়া কোণ, কোনো ঘর নয়, তাই সেখানে '.' থাকতে হবে</translation>
        </message>
        <message>
            <source>%1: '%2' is not K, M, k, m or '.'</source>
            <translation>%1: '%2' K, M, k, m বা '.' নয়</translation>
        </message>
        <message>
            <source>White's castle moves must be 0, 1 or 2, not "%1"</source>
            <translation>সাদার দুর্গ-চালের সংখ্যা 0, 1 বা 2 হতে হবে, "%1" নয়</translation>
        </message>
        <message>
            <source>Black's castle moves must be 0, 1 or 2, not "%1"</source>
            <translation>কালোর দুর্গ-চালের সংখ্যা 0, 1 বা 2 হতে হবে, "%1" নয়</translation>
        </message>
        <message>
            <source>expected 16 ranks, the side to move and two castle move counts, separated by spaces</source>
            <translation>ফাঁকা জায়গা দিয়ে আলাদা করা 16টি সারি, কোন পক্ষের চাল এবং দুটি দুর্গ-চালের সংখ্যা প্রত্যাশিত</translation>
        </message>
        <message>
            <source>%1 ranks where 16 are needed</source>
            <translation>যেখানে 16টি সারি দরকার সেখানে %1টি</translation>
        </message>
        <message>
            <source>rank %1 has %2 characters where 12 are needed</source>
            <translation>সারি %1-এ %2টি অক্ষর, যেখানে 12টি দরকার</translation>
        </message>
        <message>
            <source>the side to move must be w or b, not "%1"</source>
            <translation>কোন পক্ষের চাল তা w বা b হতে হবে, "%1" নয়</translation>
        </message>
        <message>
            <source>the game has no result (1-0, 0-1, 1/2-1/2 or *) before the next game's tags</source>
            <translation>পরের খেলার ট্যাগের আগে খেলাটির কোনো ফল (1-0, 0-1, 1/2-1/2 বা *) নেই</translation>
        </message>
        <message>
            <source>a tag needs a name after '['</source>
            <translation>'['-এর পরে ট্যাগের একটি নাম দরকার</translation>
        </message>
        <message>
            <source>tag %1: the value must stand in double quotes</source>
            <translation>ট্যাগ %1: মান দ্বৈত উদ্ধৃতিচিহ্নের মধ্যে থাকতে হবে</translation>
        </message>
        <message>
            <source>tag %1: the closing quote is missing</source>
            <translation>ট্যাগ %1: শেষের উদ্ধৃতিচিহ্ন নেই</translation>
        </message>
        <message>
            <source>tag %1: ']' is missing after the value</source>
            <translation>ট্যাগ %1: মানের পরে ']' নেই</translation>
        </message>
        <message>
            <source>tag %1 is given twice in one game</source>
            <translation>ট্যাগ %1 এক খেলায় দুবার দেওয়া হয়েছে</translation>
        </message>
        <message>
            <source>the comment opened with '{' is never closed</source>
            <translation>'{' দিয়ে খোলা মন্তব্যটি কখনো বন্ধ হয়নি</translation>
        </message>
        <message>
            <source>"%1" is neither a move, a move number nor a result</source>
            <translation>"%1" চাল, চালের নম্বর বা ফল কোনোটিই নয়</translation>
        </message>
        <message>
            <source>move number %1 where %2 is due (a move missing or written twice?)</source>
            <translation>যেখানে চালের নম্বর %2 হওয়ার কথা সেখানে %1 (কোনো চাল বাদ পড়েছে বা দুবার লেখা হয়েছে?)</translation>
        </message>
        <message>
            <source>%1: is not a text file</source>
            <translation>%1: এটি লেখার ফাইল নয়</translation>
        </message>
        <message>
            <source>%1: no game found (no tags, moves or result)</source>
            <translation>%1: কোনো খেলা পাওয়া যায়নি (ট্যাগ, চাল বা ফল নেই)</translation>
        </message>
        <message>
            <source>throw '%1' is not two dice of 2 to 5 (like 35: a 3 and a 5)</source>
            <translation>দান '%1' 2 থেকে 5-এর দুটি পাশা নয় (যেমন 35: একটি 3 ও একটি 5)</translation>
        </message>
        <message>
            <source>turn %1: %2</source>
            <translation>দান %1: %2</translation>
        </message>
        <message>
            <source>rank %1, square %2: %3</source>
            <translation>সারি %1, ঘর %2: %3</translation>
        </message>
        <message>
            <source>'%1' is not an army (r, g, y, b) and a piece, nor '..'</source>
            <translation>'%1' কোনো বাহিনী (r, g, y, b) ও ঘুঁটি নয়, '..'-ও নয়</translation>
        </message>
        <message>
            <source>'%1' is not a piece (K, E, H, B; a pawn by its destiny k, e, h, b)</source>
            <translation>'%1' কোনো ঘুঁটি নয় (K, E, H, B; বোড়ে তার গন্তব্য অনুযায়ী k, e, h, b)</translation>
        </message>
        <message>
            <source>a pawn of %1 cannot stand on its promotion line</source>
            <translation>%1-এর বোড়ে তার পদোন্নতির সারিতে থাকতে পারে না</translation>
        </message>
        <message>
            <source>the board has more than 8 ranks</source>
            <translation>বোর্ডে 8টির বেশি সারি আছে</translation>
        </message>
        <message>
            <source>rank %1 has %2 characters, not 16 (two a square)</source>
            <translation>সারি %1-এ %2টি অক্ষর, 16টি নয় (প্রতি ঘরে দুটি)</translation>
        </message>
        <message>
            <source>the board has %1 ranks, not 8</source>
            <translation>বোর্ডে %1টি সারি, 8টি নয়</translation>
        </message>
        <message>
            <source>a position is 8 ranks separated by '/', a space and the army to move</source>
            <translation>অবস্থান লেখা হয় '/' দিয়ে আলাদা করা 8টি সারি, একটি ফাঁকা জায়গা এবং যে বাহিনীর চাল তার অক্ষর দিয়ে</translation>
        </message>
        <message>
            <source>the army to move is '%1', not r, g, y or b</source>
            <translation>যে বাহিনীর চাল সেটি '%1', r, g, y বা b নয়</translation>
        </message>
        <message>
            <source>a tag is [Name "value"]: the name is missing</source>
            <translation>ট্যাগ লেখা হয় [Name "value"]: নামটি নেই</translation>
        </message>
        <message>
            <source>tag %1: the value must be in quotes</source>
            <translation>ট্যাগ %1: মান উদ্ধৃতিচিহ্নের মধ্যে থাকতে হবে</translation>
        </message>
        <message>
            <source>tag %1: the value's closing quote is missing</source>
            <translation>ট্যাগ %1: মানের শেষের উদ্ধৃতিচিহ্ন নেই</translation>
        </message>
        <message>
            <source>tag %1: '"]' must close the tag</source>
            <translation>ট্যাগ %1: ট্যাগটি '"]' দিয়ে বন্ধ করতে হবে</translation>
        </message>
        <message>
            <source>tag Result: '%1' is not the points of Red, Green, Yellow and Black (like "12 5 0 3") nor *</source>
            <translation>ট্যাগ Result: '%1' লাল, সবুজ, হলুদ ও কালোর পয়েন্ট (যেমন "12 5 0 3") নয়, * -ও নয়</translation>
        </message>
        <message>
            <source>%1:%2:%3: %4</source>
            <translation>%1:%2:%3: %4</translation>
        </message>
        <message>
            <source>%1: holds no Chaturaji record</source>
            <translation>%1: এতে কোনো চতুরাজি রেকর্ড নেই</translation>
        </message>
        <message>
            <source>'%1' is not a move slot: from-to, fromxto, or - for a passed die</source>
            <translation>'%1' কোনো চালের জায়গা নয়: from-to, fromxto, অথবা ছেড়ে দেওয়া পাশার জন্য -</translation>
        </message>
        <message>
            <source>square %1 is off the board (a-h, 1-8)</source>
            <translation>ঘর %1 বোর্ডের বাইরে (a-h, 1-8)</translation>
        </message>
        <message>
            <source>'%1' is not an army letter (r, g, y or b)</source>
            <translation>'%1' কোনো বাহিনীর অক্ষর নয় (r, g, y বা b)</translation>
        </message>
        <message>
            <source>the throw is missing after the army letter</source>
            <translation>বাহিনীর অক্ষরের পরে পাশার দান নেই</translation>
        </message>
        <message>
            <source>the throw '%1' is not two digits</source>
            <translation>পাশার দান '%1' দুটি অঙ্ক নয়</translation>
        </message>
        <message>
            <source>the die %1 is not on the long dice (2, 3, 4, 5)</source>
            <translation>পাশার মান %1 লম্বা পাশায় নেই (2, 3, 4, 5)</translation>
        </message>
        <message>
            <source>the turn line is empty</source>
            <translation>দানের লাইনটি ফাঁকা</translation>
        </message>
        <message>
            <source>'%1' follows the two move slots</source>
            <translation>দুটি চালের জায়গার পরে '%1' আছে</translation>
        </message>
        <message>
            <source>the turn has %1 move slot, not two (a passed die is written -)</source>
            <translation>দানে %1টি চালের জায়গা আছে, দুটি নয় (ছেড়ে দেওয়া পাশা - লেখা হয়)</translation>
        </message>
        <message>
            <source>the turn has %1 move slots, not two (a passed die is written -)</source>
            <translation>দানে %1টি চালের জায়গা আছে, দুটি নয় (ছেড়ে দেওয়া পাশা - লেখা হয়)</translation>
        </message>
        <message>
            <source>%1: is not a PGN text file</source>
            <translation>%1: এটি PGN লেখার ফাইল নয়</translation>
        </message>
        <message>
            <source>%1: holds no PGN game</source>
            <translation>%1: এতে কোনো PGN খেলা নেই</translation>
        </message>
        <message>
            <source>a variation opened here is never closed</source>
            <translation>এখানে খোলা একটি বিকল্প চালক্রম কখনো বন্ধ হয়নি</translation>
        </message>
        <message>
            <source>a tag has no name</source>
            <translation>একটি ট্যাগের কোনো নাম নেই</translation>
        </message>
        <message>
            <source>tag %1 has no quoted value</source>
            <translation>ট্যাগ %1-এর উদ্ধৃতিচিহ্নে ঘেরা কোনো মান নেই</translation>
        </message>
        <message>
            <source>tag %1 is not closed by '"]'</source>
            <translation>ট্যাগ %1 '"]' দিয়ে বন্ধ হয়নি</translation>
        </message>
        <message>
            <source>a comment opened here is never closed</source>
            <translation>এখানে খোলা একটি মন্তব্য কখনো বন্ধ হয়নি</translation>
        </message>
        <message>
            <source>')' closes no variation</source>
            <translation>')' কোনো বিকল্প চালক্রম বন্ধ করে না</translation>
        </message>
        <message>
            <source>unexpected character '%1'</source>
            <translation>অপ্রত্যাশিত অক্ষর '%1'</translation>
        </message>
        <message>
            <source>'%1' is not a move</source>
            <translation>'%1' কোনো চাল নয়</translation>
        </message>
        <message>
            <source>FEN '%1': %2</source>
            <translation>FEN '%1': %2</translation>
        </message>
        <message>
            <source>needs at least the placement and the side to move</source>
            <translation>অন্তত ঘুঁটির বিন্যাস ও কোন পক্ষের চাল তা দরকার</translation>
        </message>
        <message>
            <source>has more than six fields</source>
            <translation>এতে ছয়টির বেশি অংশ আছে</translation>
        </message>
        <message>
            <source>rank %1 does not have 8 squares</source>
            <translation>সারি %1-এ 8টি ঘর নেই</translation>
        </message>
        <message>
            <source>more than 8 ranks</source>
            <translation>8টির বেশি সারি</translation>
        </message>
        <message>
            <source>rank %1 has more than 8 squares</source>
            <translation>সারি %1-এ 8টির বেশি ঘর</translation>
        </message>
        <message>
            <source>unknown piece letter '%1'</source>
            <translation>ঘুঁটির অজানা অক্ষর '%1'</translation>
        </message>
        <message>
            <source>the placement does not describe 8 ranks of 8 squares</source>
            <translation>ঘুঁটির বিন্যাসে 8টি করে ঘরের 8টি সারি নেই</translation>
        </message>
        <message>
            <source>White must have exactly one king</source>
            <translation>সাদার ঠিক একটি রাজা থাকতে হবে</translation>
        </message>
        <message>
            <source>Black must have exactly one king</source>
            <translation>কালোর ঠিক একটি রাজা থাকতে হবে</translation>
        </message>
        <message>
            <source>a pawn stands on the first or last rank</source>
            <translation>একটি বোড়ে প্রথম বা শেষ সারিতে আছে</translation>
        </message>
        <message>
            <source>side to move must be 'w' or 'b'</source>
            <translation>কোন পক্ষের চাল তা 'w' বা 'b' হতে হবে</translation>
        </message>
        <message>
            <source>en passant square '%1' is not a square</source>
            <translation>আঁ পাসাঁর ঘর '%1' কোনো ঘর নয়</translation>
        </message>
        <message>
            <source>halfmove clock is not a number</source>
            <translation>অর্ধচালের গণনা কোনো সংখ্যা নয়</translation>
        </message>
        <message>
            <source>fullmove number is not a number</source>
            <translation>পূর্ণচালের নম্বর কোনো সংখ্যা নয়</translation>
        </message>
        <message>
            <source>the side not to move is in check</source>
            <translation>যে পক্ষের চাল নয় সে কিস্তিতে আছে</translation>
        </message>
        <message>
            <source>castling rights: unknown letter '%1'</source>
            <translation>ক্যাসলিংয়ের অধিকার: অজানা অক্ষর '%1'</translation>
        </message>
        <message>
            <source>chess</source>
            <translation>দাবা</translation>
        </message>
        <message>
            <source>English draughts</source>
            <translation>ইংলিশ ড্রাফটস</translation>
        </message>
        <message>
            <source>Italian draughts</source>
            <translation>ইতালীয় ড্রাফটস</translation>
        </message>
        <message>
            <source>American pool checkers</source>
            <translation>আমেরিকান পুল চেকার্স</translation>
        </message>
        <message>
            <source>Spanish draughts</source>
            <translation>স্প্যানিশ ড্রাফটস</translation>
        </message>
        <message>
            <source>Russian draughts</source>
            <translation>রুশ ড্রাফটস</translation>
        </message>
        <message>
            <source>Brazilian draughts</source>
            <translation>ব্রাজিলীয় ড্রাফটস</translation>
        </message>
        <message>
            <source>Canadian draughts</source>
            <translation>কানাডীয় ড্রাফটস</translation>
        </message>
        <message>
            <source>Portuguese draughts</source>
            <translation>পর্তুগিজ ড্রাফটস</translation>
        </message>
        <message>
            <source>Czech draughts</source>
            <translation>চেক ড্রাফটস</translation>
        </message>
        <message>
            <source>Turkish draughts</source>
            <translation>তুর্কি ড্রাফটস</translation>
        </message>
        <message>
            <source>Thai draughts</source>
            <translation>থাই ড্রাফটস</translation>
        </message>
        <message>
            <source>Frisian draughts</source>
            <translation>ফ্রিজিয়ান ড্রাফটস</translation>
        </message>
        <message>
            <source>Spantsiretti draughts</source>
            <translation>স্পানৎসিরেত্তি ড্রাফটস</translation>
        </message>
        <message>
            <source>game type %1</source>
            <translation>খেলার ধরন %1</translation>
        </message>
        <message>
            <source>GameType "%1" is %2, not international draughts (GameType 20): not judged</source>
            <translation>GameType "%1" হলো %2, আন্তর্জাতিক ড্রাফটস (GameType 20) নয়: বিচার করা হয়নি</translation>
        </message>
        <message>
            <source>no GameType tag, and its squares all lie within 1-32 as on an 8x8 board (English, Italian, Russian or another 8x8 variant): not judged as international draughts; add [GameType "20"] if it is one</source>
            <translation>কোনো GameType ট্যাগ নেই, আর এর সব ঘর 8x8 বোর্ডের মতো 1-32-এর মধ্যে (ইংলিশ, ইতালীয়, রুশ বা অন্য কোনো 8x8 রূপ): আন্তর্জাতিক ড্রাফটস হিসেবে বিচার করা হয়নি; খেলাটি তা-ই হলে [GameType "20"] যোগ করুন</translation>
        </message>
        <message>
            <source>move text: variation '(' opened here is never closed</source>
            <translation>চালের লেখা: এখানে খোলা বিকল্প চালক্রম '(' কখনো বন্ধ হয়নি</translation>
        </message>
        <message>
            <source>%1:%2: %3: %4</source>
            <translation>%1:%2: %3: %4</translation>
        </message>
        <message>
            <source>game at line %1 (%2 - %3)</source>
            <translation>লাইন %1-এর খেলা (%2 - %3)</translation>
        </message>
        <message>
            <source>game at line %1 (%2)</source>
            <translation>লাইন %1-এর খেলা (%2)</translation>
        </message>
        <message>
            <source>game at line %1</source>
            <translation>লাইন %1-এর খেলা</translation>
        </message>
        <message>
            <source>move text: the game has no terminator (2-0, 1-1, 0-2, 1-0, 0-1, 1/2-1/2 or *) before the next game's tags</source>
            <translation>চালের লেখা: পরের খেলার ট্যাগের আগে খেলাটির কোনো সমাপ্তিচিহ্ন (2-0, 1-1, 0-2, 1-0, 0-1, 1/2-1/2 বা *) নেই</translation>
        </message>
        <message>
            <source>move text: '}' closes a comment that was never opened</source>
            <translation>চালের লেখা: '}' এমন একটি মন্তব্য বন্ধ করে যা কখনো খোলা হয়নি</translation>
        </message>
        <message>
            <source>move text: ')' closes a variation that was never opened</source>
            <translation>চালের লেখা: ')' এমন একটি বিকল্প চালক্রম বন্ধ করে যা কখনো খোলা হয়নি</translation>
        </message>
        <message>
            <source>tag: a tag name must follow '['</source>
            <translation>ট্যাগ: '['-এর পরে ট্যাগের নাম থাকতে হবে</translation>
        </message>
        <message>
            <source>tag %1: its value must be in double quotes</source>
            <translation>ট্যাগ %1: এর মান দ্বৈত উদ্ধৃতিচিহ্নের মধ্যে থাকতে হবে</translation>
        </message>
        <message>
            <source>tag %1: given twice in one game (a game's tags are missing their move text?)</source>
            <translation>ট্যাগ %1: এক খেলায় দুবার দেওয়া হয়েছে (কোনো খেলার ট্যাগের পরে চালের লেখা বাদ পড়েছে?)</translation>
        </message>
        <message>
            <source>comment: '{' opened here is never closed</source>
            <translation>মন্তব্য: এখানে খোলা '{' কখনো বন্ধ হয়নি</translation>
        </message>
        <message>
            <source>move text: "%1" is neither a move, a move number nor a result</source>
            <translation>চালের লেখা: "%1" চাল, চালের নম্বর বা ফল কোনোটিই নয়</translation>
        </message>
        <message>
            <source>FEN "%1": %2</source>
            <translation>FEN "%1": %2</translation>
        </message>
        <message>
            <source>"%1" is not a square 1-50</source>
            <translation>"%1" 1-50-এর মধ্যে কোনো ঘর নয়</translation>
        </message>
        <message>
            <source>side "%1" is neither W nor B</source>
            <translation>পক্ষ "%1" W বা B কোনোটিই নয়</translation>
        </message>
        <message>
            <source>range "%1" runs backwards</source>
            <translation>পরিসর "%1" উল্টো দিকে চলে</translation>
        </message>
        <message>
            <source>square %1 is given twice</source>
            <translation>ঘর %1 দুবার দেওয়া হয়েছে</translation>
        </message>
        <message>
            <source>expected side to move and two colour fields, as W:W31-50:B1-20</source>
            <translation>কোন পক্ষের চাল এবং দুই রঙের দুটি অংশ প্রত্যাশিত, যেমন W:W31-50:B1-20</translation>
        </message>
        <message>
            <source>colour %1 is given twice</source>
            <translation>রং %1 দুবার দেওয়া হয়েছে</translation>
        </message>
        <message>
            <source>'%1' is not a date (yyyy-mm-dd)</source>
            <translation>'%1' কোনো তারিখ নয় (yyyy-mm-dd)</translation>
        </message>
        <message>
            <source>'%1' is not a tie-break for tables (GP, WIN, BH, DE)</source>
            <translation>'%1' টেবিলের খেলার জন্য কোনো টাই-ব্রেক নয় (GP, WIN, BH, DE)</translation>
        </message>
        <message>
            <source>tie-break '%1': %2</source>
            <translation>টাই-ব্রেক '%1': %2</translation>
        </message>
        <message>
            <source>modifier %1 needs %2</source>
            <translation>পরিবর্তক %1-এর জন্য %2 দরকার</translation>
        </message>
        <message>
            <source>a count, e.g. C1</source>
            <translation>একটি সংখ্যা, যেমন C1</translation>
        </message>
        <message>
            <source>a count, e.g. M1</source>
            <translation>একটি সংখ্যা, যেমন M1</translation>
        </message>
        <message>
            <source>a rating, e.g. U1000</source>
            <translation>একটি রেটিং, যেমন U1000</translation>
        </message>
        <message>
            <source>modifier %1 takes no value</source>
            <translation>পরিবর্তক %1 কোনো মান নেয় না</translation>
        </message>
        <message>
            <source>unknown modifier '%1' (known: Cn Mn Lnn L+k P S R Unnnn V1 V2)</source>
            <translation>অজানা পরিবর্তক '%1' (জানা আছে: Cn Mn Lnn L+k P S R Unnnn V1 V2)</translation>
        </message>
        <message>
            <source>is a folder, not a file</source>
            <translation>এটি একটি ফোল্ডার, ফাইল নয়</translation>
        </message>
        <message>
            <source>is a FIFO (named pipe), not a file</source>
            <translation>এটি একটি FIFO (নামযুক্ত পাইপ), ফাইল নয়</translation>
        </message>
        <message>
            <source>is a socket, not a file</source>
            <translation>এটি একটি সকেট, ফাইল নয়</translation>
        </message>
        <message>
            <source>is a device, not a file</source>
            <translation>এটি একটি যন্ত্র, ফাইল নয়</translation>
        </message>
        <message>
            <source>is %1 MiB, larger than any input Tourney reads (%2 MiB)</source>
            <translation>এটি %1 MiB, Tourney যত বড় ইনপুট পড়ে তার চেয়ে বড় (%2 MiB)</translation>
        </message>
        <message>
            <source>cannot be read (%1)</source>
            <translation>পড়া যায় না (%1)</translation>
        </message>
        <message>
            <source>holds a line break at character %1</source>
            <translation>অক্ষর %1-এ একটি লাইন-ভাঙা আছে</translation>
        </message>
        <message>
            <source>holds a carriage return at character %1</source>
            <translation>অক্ষর %1-এ একটি ক্যারেজ রিটার্ন আছে</translation>
        </message>
        <message>
            <source>holds a tab at character %1</source>
            <translation>অক্ষর %1-এ একটি ট্যাব আছে</translation>
        </message>
        <message>
            <source>holds an escape character (ESC) at character %1</source>
            <translation>অক্ষর %1-এ একটি এস্কেপ অক্ষর (ESC) আছে</translation>
        </message>
        <message>
            <source>holds a NUL byte at character %1</source>
            <translation>অক্ষর %1-এ একটি NUL বাইট আছে</translation>
        </message>
        <message>
            <source>holds a line separator (U+2028) at character %1</source>
            <translation>অক্ষর %1-এ একটি লাইন বিভাজক (U+2028) আছে</translation>
        </message>
        <message>
            <source>holds a paragraph separator (U+2029) at character %1</source>
            <translation>অক্ষর %1-এ একটি অনুচ্ছেদ বিভাজক (U+2029) আছে</translation>
        </message>
        <message>
            <source>holds a control character (%1) at character %2</source>
            <translation>অক্ষর %2-এ একটি নিয়ন্ত্রণ-অক্ষর (%1) আছে</translation>
        </message>
        <message>
            <source>is not valid UTF-8 text (byte %1)</source>
            <translation>বৈধ UTF-8 নয় এমন লেখা আছে (বাইট %1)</translation>
        </message>
        <message>
            <source>the file is UTF-32 text, not UTF-8; save it as UTF-8</source>
            <translation>ফাইলটি UTF-32 লেখা, UTF-8 নয়; এটি UTF-8 হিসেবে সংরক্ষণ করুন</translation>
        </message>
        <message>
            <source>the file is UTF-16 text, not UTF-8; save it as UTF-8</source>
            <translation>ফাইলটি UTF-16 লেখা, UTF-8 নয়; এটি UTF-8 হিসেবে সংরক্ষণ করুন</translation>
        </message>
        <message>
            <source>the file looks like UTF-16 text (NUL bytes between the letters), not UTF-8; save it as UTF-8</source>
            <translation>ফাইলটিকে UTF-16 লেখা মনে হচ্ছে (অক্ষরগুলোর মাঝে NUL বাইট), UTF-8 নয়; এটি UTF-8 হিসেবে সংরক্ষণ করুন</translation>
        </message>
        <message>
            <source>the line breaks off at character %1 in a NUL (zero) byte, which text never holds: the file is damaged or is not plain text; check it in a text editor and save it again as UTF-8 text</source>
            <translation>লাইনটি অক্ষর %1-এ একটি NUL (শূন্য) বাইটে থেমে গেছে, যা কোনো লেখায় থাকে না: ফাইলটি ক্ষতিগ্রস্ত বা সাধারণ লেখা নয়; একটি টেক্সট এডিটরে খুলে দেখুন এবং আবার UTF-8 লেখা হিসেবে সংরক্ষণ করুন</translation>
        </message>
        <message>
            <source>a round robin takes no new players once round %1 is paired (tourney unpair undoes a pairing)</source>
            <translation>রাউন্ড %1 জোড়া হওয়ার পর রাউন্ড রবিনে নতুন খেলোয়াড় নেওয়া যায় না (tourney unpair জোড়া ফিরিয়ে নেয়)</translation>
        </message>
        <message>
            <source>Pairing numbers stay as they are once round %1 is paired; the change is logged.</source>
            <translation>রাউন্ড %1 জোড়া হওয়ার পর জোড়ার নম্বর যেমন আছে তেমনই থাকে; পরিবর্তনটি লগে লেখা হলো।</translation>
        </message>
        <message>
            <source>round %1 has no table %2 (it has tables %3 to %4)</source>
            <translation>রাউন্ড %1-এ টেবিল %2 নেই (টেবিল %3 থেকে %4 আছে)</translation>
        </message>
        <message>
            <source>round %1 has no board %2 (it has boards %3 to %4)</source>
            <translation>রাউন্ড %1-এ বোর্ড %2 নেই (বোর্ড %3 থেকে %4 আছে)</translation>
        </message>
        <message>
            <source>round %1 is paired: the numbers of a round robin are drawn before it</source>
            <translation>রাউন্ড %1 জোড়া হয়ে গেছে: রাউন্ড রবিনের নম্বরের লটারি তার আগে হয়</translation>
        </message>
        <message>
            <source>not a message Tourney stored</source>
            <translation>Tourney-র রাখা কোনো বার্তা নয়</translation>
        </message>
        <message>
            <source>the line does not follow from the lines before it and its own text: it, or a line before it, was changed</source>
            <translation>লাইনটি আগের লাইনগুলো ও নিজের লেখা থেকে মেলে না: এটি, বা এর আগের কোনো লাইন, বদলানো হয়েছে</translation>
        </message>
        <message>
            <source>the tie-breaks are locked in FIDE mode once round 1 is paired (C.07 §13: announced before the event); leave FIDE mode, with a reason, to change them</source>
            <translation>রাউন্ড 1 জোড়া হওয়ার পর FIDE মোডে টাই-ব্রেক আটকানো (C.07 §13: প্রতিযোগিতার আগে ঘোষিত); বদলাতে কারণসহ FIDE মোড ছাড়ুন</translation>
        </message>
        <message>
            <source>forbidden pairs are locked in FIDE mode once round 1 is paired (C.04.2 1.5: the correct pairings are not altered in favour of any player); leave FIDE mode, with a reason, to change them</source>
            <translation>রাউন্ড 1 জোড়া হওয়ার পর FIDE মোডে নিষিদ্ধ জোড়া আটকানো (C.04.2 1.5: সঠিক জোড়া কারও পক্ষে বদলানো হয় না); বদলাতে কারণসহ FIDE মোড ছাড়ুন</translation>
        </message>
        <message>
            <source>FIDE mode is for events FIDE rates: chess between two players; this event is %1</source>
            <translation>FIDE মোড FIDE-র রেটিং দেওয়া প্রতিযোগিতার জন্য: দুজনের দাবা; এই প্রতিযোগিতা %1</translation>
        </message>
        <message>
            <source>the event is in FIDE mode already</source>
            <translation>প্রতিযোগিতাটি আগে থেকেই FIDE মোডে</translation>
        </message>
        <message>
            <source>the event is not in FIDE mode</source>
            <translation>প্রতিযোগিতাটি FIDE মোডে নেই</translation>
        </message>
        <message>
            <source>FIDE mode entered after round %1</source>
            <translation>রাউন্ড %1-এর পর FIDE মোডে ঢোকা হলো</translation>
        </message>
        <message>
            <source>FIDE mode entered after round %1: %2</source>
            <translation>রাউন্ড %1-এর পর FIDE মোডে ঢোকা হলো: %2</translation>
        </message>
        <message>
            <source>FIDE mode left after round %1: %2</source>
            <translation>রাউন্ড %1-এর পর FIDE মোড ছাড়া হলো: %2</translation>
        </message>
        <message>
            <source>round %1: the engine finds no pairing to compare with (%2)</source>
            <translation>রাউন্ড %1: মেলানোর মতো কোনো জোড়া ইঞ্জিন পায় না (%2)</translation>
        </message>
        <message>
            <source>round %1 differs from the engine's pairing (C.04.2 1.4): it pairs %2 where the engine pairs %3</source>
            <translation>রাউন্ড %1 ইঞ্জিনের জোড়া থেকে আলাদা (C.04.2 1.4): এখানে জোড়া %2, ইঞ্জিনের জোড়া %3</translation>
        </message>
        <message>
            <source>leaving FIDE mode needs a reason, for the log</source>
            <translation>FIDE মোড ছাড়তে লগের জন্য একটি কারণ লাগে</translation>
        </message>
        <message>
            <source>the log is empty</source>
            <translation>লগ খালি</translation>
        </message>
        <message>
            <source>the log's %1 line is chained intact; the last hash is %2</source>
            <translation>লগের %1টি লাইন অক্ষত শিকলে বাঁধা; শেষ হ্যাশ %2</translation>
        </message>
        <message>
            <source>the log's %1 lines are chained intact; the last hash is %2</source>
            <translation>লগের %1টি লাইন অক্ষত শিকলে বাঁধা; শেষ হ্যাশ %2</translation>
        </message>
        <message>
            <source>line %1 of %2 breaks the chain (%3, %4): it, or a line before it, was changed after it was written</source>
            <translation>%2টির মধ্যে লাইন %1 শিকল ভাঙে (%3, %4): এটি, বা এর আগের কোনো লাইন, লেখার পরে বদলানো হয়েছে</translation>
        </message>
        <message>
            <source>MODE is on or off</source>
            <translation>MODE হলো on বা off</translation>
        </message>
        <message>
            <source>--fide-mode takes on or off</source>
            <translation>--fide-mode নেয় on বা off</translation>
        </message>
        <message>
            <source>Checked by tourney engine -c: the engine of %1 pairs this round the same way.</source>
            <translation>tourney engine -c দিয়ে যাচাই করা: %1-এর ইঞ্জিন এই রাউন্ড একইভাবে জোড়া করে।</translation>
        </message>
        <message>
            <source>Checked by tourney engine -c: the engine of %1 pairs this round otherwise (changed by hand).</source>
            <translation>tourney engine -c দিয়ে যাচাই করা: %1-এর ইঞ্জিন এই রাউন্ড অন্যভাবে জোড়া করে (হাতে বদলানো)।</translation>
        </message>
        <message>
            <source>an account's name: letters, digits, '.', '_' and '-' (at most 64)</source>
            <translation>অ্যাকাউন্টের নাম: অক্ষর, অঙ্ক, '.', '_' ও '-' (সর্বোচ্চ 64)</translation>
        </message>
        <message>
            <source>a password needs at least %1 characters</source>
            <translation>পাসওয়ার্ডে অন্তত %1টি অক্ষর লাগে</translation>
        </message>
        <message>
            <source>no account named '%1'</source>
            <translation>'%1' নামে কোনো অ্যাকাউন্ট নেই</translation>
        </message>
        <message>
            <source>an organiser's role is for the whole server, not for one event</source>
            <translation>আয়োজকের ভূমিকা পুরো সার্ভারের জন্য, একটি প্রতিযোগিতার জন্য নয়</translation>
        </message>
        <message>
            <source>an account named '%1' exists already</source>
            <translation>'%1' নামে একটি অ্যাকাউন্ট আগেই আছে</translation>
        </message>
        <message>
            <source>too many failed sign-ins; try again in %1 minutes</source>
            <translation>অনেকবার সাইন ইন ব্যর্থ হয়েছে; %1 মিনিট পরে আবার চেষ্টা করুন</translation>
        </message>
        <message>
            <source>wrong name or password</source>
            <translation>নাম বা পাসওয়ার্ড ভুল</translation>
        </message>
        <message>
            <source>Password for %1: </source>
            <translation>%1-এর পাসওয়ার্ড: </translation>
        </message>
        <message>
            <source>argument %1: '%2' is not a role: organiser, chief-arbiter, deputy-arbiter (or none, to take one away)</source>
            <translation>আর্গুমেন্ট %1: '%2' কোনো ভূমিকা নয়: organiser, chief-arbiter, deputy-arbiter (বা ভূমিকা তুলে নিতে none)</translation>
        </message>
        <message>
            <source>give the account's role with --role</source>
            <translation>--role দিয়ে অ্যাকাউন্টের ভূমিকা দিন</translation>
        </message>
        <message>
            <source>Added the account %1</source>
            <translation>%1 অ্যাকাউন্ট যোগ করা হয়েছে</translation>
        </message>
        <message>
            <source>Changed the password of %1</source>
            <translation>%1-এর পাসওয়ার্ড বদলানো হয়েছে</translation>
        </message>
        <message>
            <source>the session has expired: sign in again</source>
            <translation>সেশনের মেয়াদ শেষ: আবার সাইন ইন করুন</translation>
        </message>
        <message>
            <source>the roles of %1 do not allow this here</source>
            <translation>%1-এর ভূমিকা এখানে এটি করার অনুমতি দেয় না</translation>
        </message>
        <message>
            <source>%1: not a team tie-break (MP, GP, DE, BH:MP, BH:GP, SB:MP, SB:GP, EMGSB, EGMSB, ESB)</source>
            <translation>%1: দলগত টাই-ব্রেক নয় (MP, GP, DE, BH:MP, BH:GP, SB:MP, SB:GP, EMGSB, EGMSB, ESB)</translation>
        </message>
        <message>
            <source>match points and the team score are for team events (--teams)</source>
            <translation>ম্যাচ পয়েন্ট ও দলের স্কোর দলগত ইভেন্টের জন্য (--teams)</translation>
        </message>
        <message>
            <source>this is not a team event (create one with --teams)</source>
            <translation>এটি দলগত ইভেন্ট নয় (--teams দিয়ে একটি তৈরি করুন)</translation>
        </message>
        <message>
            <source>round %1 is not paired</source>
            <translation>রাউন্ড %1-এর পেয়ারিং হয়নি</translation>
        </message>
        <message>
            <source>%1 has no match in this round</source>
            <translation>এই রাউন্ডে %1-এর কোনো ম্যাচ নেই</translation>
        </message>
        <message>
            <source>'%1' is not W,D,L such as 2,1,0 or 3,1,0</source>
            <translation>'%1' W,D,L নয়, যেমন 2,1,0 বা 3,1,0</translation>
        </message>
        <message>
            <source>a team needs at least %1 players, one a board; %2 has %3</source>
            <translation>একটি দলে অন্তত %1 জন খেলোয়াড় লাগে, প্রতি বোর্ডে একজন; %2-এর আছে %3 জন</translation>
        </message>
        <message>
            <source>no player has start number %1</source>
            <translation>কোনো খেলোয়াড়ের স্টার্ট নম্বর %1 নয়</translation>
        </message>
        <message>
            <source>player %1 is named twice</source>
            <translation>খেলোয়াড় %1-এর নাম দুবার এসেছে</translation>
        </message>
        <message>
            <source>player %1 is on team %2 already</source>
            <translation>খেলোয়াড় %1 আগে থেকেই দল %2-এ আছেন</translation>
        </message>
        <message>
            <source>team events are for games of two players</source>
            <translation>দলগত ইভেন্ট দুজনের খেলার জন্য</translation>
        </message>
        <message>
            <source>team events are paired as round robins only: the Swiss team pairing (C.04.6) is not done yet</source>
            <translation>দলগত ইভেন্টের পেয়ারিং শুধু রাউন্ড রবিনে হয়: সুইস দলগত পেয়ারিং (C.04.6) এখনও হয়নি</translation>
        </message>
        <message>
            <source>'%1' is not match-points or game-points</source>
            <translation>'%1' match-points বা game-points নয়</translation>
        </message>
        <message>
            <source>teams are entered before round 1 is paired</source>
            <translation>রাউন্ড 1-এর পেয়ারিংয়ের আগে দল যোগ করতে হয়</translation>
        </message>
        <message>
            <source>a team needs a name</source>
            <translation>দলের একটি নাম লাগে</translation>
        </message>
        <message>
            <source>a team named %1 is entered already</source>
            <translation>%1 নামের একটি দল আগেই যোগ করা হয়েছে</translation>
        </message>
        <message>
            <source>no team has number %1</source>
            <translation>কোনো দলের নম্বর %1 নয়</translation>
        </message>
        <message>
            <source>%1 has no match in round %2</source>
            <translation>রাউন্ড %2-এ %1-এর কোনো ম্যাচ নেই</translation>
        </message>
        <message>
            <source>the match of %1 in round %2 has results already: its line-up stays</source>
            <translation>রাউন্ড %2-এ %1-এর ম্যাচে আগেই ফল আছে: তার লাইন-আপ বদলায় না</translation>
        </message>
        <message>
            <source>a line-up names at most %1 players, one a board</source>
            <translation>একটি লাইন-আপে সর্বোচ্চ %1 জন খেলোয়াড় থাকে, প্রতি বোর্ডে একজন</translation>
        </message>
        <message>
            <source>player %1 is not on the roster of %2</source>
            <translation>খেলোয়াড় %1 %2-এর তালিকায় নেই</translation>
        </message>
        <message>
            <source>player %1 comes before player %2 in the roster of %3: a line-up keeps the roster's order</source>
            <translation>%3-এর তালিকায় খেলোয়াড় %1 খেলোয়াড় %2-এর আগে: লাইন-আপ তালিকার ক্রম মানে</translation>
        </message>
        <message>
            <source>'%1' is not a result (%2)</source>
            <translation>'%1' কোনো ফল নয় (%2)</translation>
        </message>
        <message>
            <source>round %1 has no match %2</source>
            <translation>রাউন্ড %1-এ ম্যাচ %2 নেই</translation>
        </message>
        <message>
            <source>a match has boards 1 to %1</source>
            <translation>একটি ম্যাচে বোর্ড 1 থেকে %1</translation>
        </message>
        <message>
            <source>%1 has given no line-up for round %2</source>
            <translation>%1 রাউন্ড %2-এর লাইন-আপ দেয়নি</translation>
        </message>
        <message>
            <source>%1 left board %2 empty: the game is lost by forfeit and takes no result</source>
            <translation>%1 বোর্ড %2 খালি রেখেছে: খেলাটি ফরফিটে হার, কোনো ফল নেয় না</translation>
        </message>
        <message>
            <source>%1 has a result already</source>
            <translation>%1-এর ফল আগেই আছে</translation>
        </message>
        <message>
            <source>%1: %2 replaced</source>
            <translation>%1: %2 দিয়ে বদলানো হয়েছে</translation>
        </message>
        <message>
            <source>round %1 match %2 board %3</source>
            <translation>রাউন্ড %1 ম্যাচ %2 বোর্ড %3</translation>
        </message>
        <message>
            <source>a round robin of teams needs at least two teams</source>
            <translation>দলগুলোর রাউন্ড রবিনে অন্তত দুটি দল লাগে</translation>
        </message>
        <message>
            <source>every round of the round robin is paired</source>
            <translation>রাউন্ড রবিনের প্রতিটি রাউন্ডের পেয়ারিং হয়ে গেছে</translation>
        </message>
        <message>
            <source>round %1 still has matches without all their results</source>
            <translation>রাউন্ড %1-এ এখনও এমন ম্যাচ আছে যার সব ফল আসেনি</translation>
        </message>
        <message>
            <source>%1 match</source>
            <translation>%1টি ম্যাচ</translation>
        </message>
        <message>
            <source>%1 matches</source>
            <translation>%1টি ম্যাচ</translation>
        </message>
        <message>
            <source>--boards, --match-points and --team-score are for team events (--teams)</source>
            <translation>--boards, --match-points ও --team-score দলগত ইভেন্টের জন্য (--teams)</translation>
        </message>
        <message>
            <source>give MATCH.BOARD and RESULT</source>
            <translation>MATCH.BOARD ও RESULT দিন</translation>
        </message>
        <message>
            <source>a team board takes a RESULT, and --force to replace one</source>
            <translation>দলগত বোর্ড একটি RESULT নেয়, আর বদলাতে --force</translation>
        </message>
        <message>
            <source>a team board is MATCH.BOARD, e.g. 2.1</source>
            <translation>দলগত বোর্ড হলো MATCH.BOARD, যেমন 2.1</translation>
        </message>
        <message>
            <source>Team %1: %2</source>
            <translation>দল %1: %2</translation>
        </message>
        <message>
            <source>Round %1: every team without a line-up plays its regulars</source>
            <translation>রাউন্ড %1: লাইন-আপ ছাড়া প্রতিটি দল তার নিয়মিত খেলোয়াড়দের খেলায়</translation>
        </message>
        <message>
            <source>Round %1: line-up of team %2 set</source>
            <translation>রাউন্ড %1: দল %2-এর লাইন-আপ ঠিক হয়েছে</translation>
        </message>
        <message>
            <source>give the team's players with --roster</source>
            <translation>--roster দিয়ে দলের খেলোয়াড়দের দিন</translation>
        </message>
        <message>
            <source>--regulars takes no TEAM or PLAYERS</source>
            <translation>--regulars কোনো TEAM বা PLAYERS নেয় না</translation>
        </message>
        <message>
            <source>give TEAM and PLAYERS, or --regulars</source>
            <translation>TEAM ও PLAYERS দিন, বা --regulars</translation>
        </message>
        <message>
            <source>team events are not archived yet</source>
            <translation>দলগত ইভেন্ট এখনও আর্কাইভ হয় না</translation>
        </message>
        <message>
            <source>%1 %2 is on the roster of %3: a team keeps its roster</source>
            <translation>%1 %2 %3-এর খেলোয়াড় তালিকায় আছেন: দল তার তালিকা রাখে</translation>
        </message>
        <message>
            <source>team events are not written to TRF yet</source>
            <translation>দলগত ইভেন্ট এখনও TRF-এ লেখা হয় না</translation>
        </message>
        <message>
            <source>the log line has no text "%1"</source>
            <translation>লগের লাইনে "%1" লেখা নেই</translation>
        </message>
        <message>
            <source>the log line is not the JSON Tourney writes: %1</source>
            <translation>লগের লাইনটি Tourney যে JSON লেখে তা নয়: %1</translation>
        </message>
        <message>
            <source>the log line is not the JSON Tourney writes</source>
            <translation>লগের লাইনটি Tourney যে JSON লেখে তা নয়</translation>
        </message>
        <message>
            <source>the log line's "said" is not a message Tourney stored</source>
            <translation>লগের লাইনের "said" Tourney-র রাখা কোনো বার্তা নয়</translation>
        </message>
        <message>
            <source>not the header of a log Tourney writes</source>
            <translation>Tourney যে লগ লেখে তার শিরোনাম নয়</translation>
        </message>
        <message>
            <source>log line %1 expected here: a line of the log was removed or moved</source>
            <translation>এখানে লগের লাইন %1 থাকার কথা: লগের একটি লাইন সরানো বা স্থানান্তরিত হয়েছে</translation>
        </message>
        <message>
            <source>the log's header says %1 lines and the file has %2: lines were removed or added</source>
            <translation>লগের শিরোনাম বলে %1টি লাইন, আর ফাইলে আছে %2টি: লাইন সরানো বা যোগ করা হয়েছে</translation>
        </message>
        <message>
            <source>on: true or false</source>
            <translation>on: true অথবা false</translation>
        </message>
        <message>
            <source>round %1 cannot be checked in: the next round to pair is %2, the last %3</source>
            <translation>রাউন্ড %1-এ চেক-ইন করা যায় না: জুটি বাঁধার পরের রাউন্ড %2, শেষটি %3</translation>
        </message>
        <message>
            <source>%1 %2 is withdrawn from round %3 and cannot be checked in</source>
            <translation>%1 %2 রাউন্ড %3 থেকে প্রত্যাহৃত, চেক-ইন করা যায় না</translation>
        </message>
        <message>
            <source>round %1: present: %2</source>
            <translation>রাউন্ড %1: উপস্থিত: %2</translation>
        </message>
        <message>
            <source>round %1: not present: %2</source>
            <translation>রাউন্ড %1: অনুপস্থিত: %2</translation>
        </message>
        <message>
            <source>no player's name holds '%1'</source>
            <translation>কোনো খেলোয়াড়ের নামে '%1' নেই</translation>
        </message>
        <message>
            <source>'%1' names %2 players: %3; give a start number</source>
            <translation>'%1' দিয়ে %2 জন খেলোয়াড় মেলে: %3; একটি স্টার্ট নম্বর দিন</translation>
        </message>
        <message>
            <source>round %1: not checked in, a zero-point bye: %2</source>
            <translation>রাউন্ড %1: চেক-ইন হয়নি, শূন্য-পয়েন্ট বাই: %2</translation>
        </message>
        <message>
            <source>Check-in, round %1</source>
            <translation>চেক-ইন, রাউন্ড %1</translation>
        </message>
        <message>
            <source>%1 of %2 players present</source>
            <translation>%2 জনের মধ্যে %1 জন উপস্থিত</translation>
        </message>
        <message>
            <source>check-in applies to Swiss events; a round robin's table is fixed (C.05), so a player who does not come loses by forfeit</source>
            <translation>চেক-ইন সুইস ইভেন্টের জন্য; রাউন্ড রবিনের ছক স্থির (C.05), তাই যে খেলোয়াড় আসেন না তিনি ওয়াকওভারে হারেন</translation>
        </message>
        <message>
            <source>name at least one player</source>
            <translation>অন্তত একজন খেলোয়াড়ের নাম দিন</translation>
        </message>
        <message>
            <source>a discount of %1 is larger than the fee of %2</source>
            <translation>%1 ছাড় %2 ফির চেয়ে বেশি</translation>
        </message>
        <message>
            <source>%1 paid %2 by %3 at %4</source>
            <translation>%1 %4-এ %3 দিয়ে %2 দিয়েছেন</translation>
        </message>
        <message>
            <source>reference %1 is recorded already: %2</source>
            <translation>রেফারেন্স %1 আগেই লেখা আছে: %2</translation>
        </message>
        <message>
            <source>recorded already: %1 (a second payment in the same minute needs a reference of its own)</source>
            <translation>আগেই লেখা আছে: %1 (একই মিনিটে দ্বিতীয় পরিশোধের নিজস্ব রেফারেন্স লাগে)</translation>
        </message>
        <message>
            <source>a payment is an amount above zero, not %1</source>
            <translation>পরিশোধ শূন্যের বেশি একটি পরিমাণ, %1 নয়</translation>
        </message>
        <message>
            <source>'%1' is not a time</source>
            <translation>'%1' কোনো সময় নয়</translation>
        </message>
        <message>
            <source>entry fee %1; discounts: titled %2, women %3, juniors born %4 or later %5</source>
            <translation>প্রবেশ ফি %1; ছাড়: খেতাবধারী %2, নারী %3, %4 বা পরে জন্ম নেওয়া জুনিয়র %5</translation>
        </message>
        <message>
            <source>%1 %2 paid %3 by %4</source>
            <translation>%1 %2 %4 দিয়ে %3 দিয়েছেন</translation>
        </message>
        <message>
            <source>%1 players; due %2, paid %3, outstanding %4</source>
            <translation>%1 জন খেলোয়াড়; প্রাপ্য %2, পরিশোধিত %3, বাকি %4</translation>
        </message>
        <message>
            <source>%1 %2 owes %3</source>
            <translation>%1 %2-এর বাকি %3</translation>
        </message>
        <message>
            <source>Warning: %1 players have not paid their entry fee in full: %2</source>
            <translation>সতর্কতা: %1 জন খেলোয়াড় পুরো প্রবেশ ফি দেননি: %2</translation>
        </message>
        <message>
            <source>an age limit counts from the event's start date, and the event has none</source>
            <translation>বয়সসীমা ইভেন্টের শুরুর তারিখ থেকে গোনা হয়, আর ইভেন্টের কোনো শুরুর তারিখ নেই</translation>
        </message>
        <message>
            <source>a junior discount needs its limit: a year of birth or an age</source>
            <translation>জুনিয়র ছাড়ের সীমা লাগে: জন্মসাল বা বয়স</translation>
        </message>
        <message>
            <source>a payment is an amount above zero, not 0</source>
            <translation>পরিশোধ শূন্যের বেশি একটি পরিমাণ, 0 নয়</translation>
        </message>
        <message>
            <source>say how it was paid, e.g. cash</source>
            <translation>কীভাবে দেওয়া হয়েছে বলুন, যেমন cash</translation>
        </message>
        <message>
            <source>%1 %2 has paid %3 at the desk; his payments stay on the treasurer's list, so withdraw him instead</source>
            <translation>%1 %2 ডেস্কে %3 দিয়েছেন; তাঁর পরিশোধ কোষাধ্যক্ষের তালিকায় থাকে, তাই বদলে তাঁকে প্রত্যাহার করুন</translation>
        </message>
        <message>
            <source>the event has no time control; the highest rating, %1, needs %2 minutes for 60 moves (tourney rated-details --time-control)</source>
            <translation>ইভেন্টের কোনো সময় নিয়ন্ত্রণ নেই; সর্বোচ্চ রেটিং %1-এর জন্য 60 চালে %2 মিনিট লাগে (tourney rated-details --time-control)</translation>
        </message>
        <message>
            <source>the time control '%1' cannot be read; write e.g. 90+30 or 40/90+30+30</source>
            <translation>সময় নিয়ন্ত্রণ '%1' পড়া যায় না; লিখুন যেমন 90+30 বা 40/90+30+30</translation>
        </message>
        <message>
            <source>%1 gives %2 minutes for 60 moves; the highest rating, %3, needs %4</source>
            <translation>%1 60 চালে %2 মিনিট দেয়; সর্বোচ্চ রেটিং %3-এর জন্য লাগে %4</translation>
        </message>
        <message>
            <source>%1 gives %2 minutes for 60 moves, less than the %3 that a game of a player rated %4 needs</source>
            <translation>%1 60 চালে %2 মিনিট দেয়, যা %4 রেটিংয়ের খেলোয়াড়ের খেলার প্রয়োজনীয় %3-এর চেয়ে কম</translation>
        </message>
        <message>
            <source>register the event with FIDE through the federation at least %1 days before it starts, then record it (tourney rated-details --fide-registration --registered-on)</source>
            <translation>শুরুর অন্তত %1 দিন আগে ফেডারেশনের মাধ্যমে ইভেন্টটি ফিডেতে নিবন্ধন করুন, তারপর তা লিখে রাখুন (tourney rated-details --fide-registration --registered-on)</translation>
        </message>
        <message>
            <source>the event has no start date to count the %1 days of notice from</source>
            <translation>%1 দিনের নোটিশ গোনার জন্য ইভেন্টের কোনো শুরুর তারিখ নেই</translation>
        </message>
        <message>
            <source>registered %1 on %2, less than %3 days before the start on %4</source>
            <translation>%2 তারিখে %1 নিবন্ধিত, %4 তারিখের শুরুর %3 দিনের কম আগে</translation>
        </message>
        <message>
            <source>registered %1 on %2, at least %3 days before the start on %4</source>
            <translation>%2 তারিখে %1 নিবন্ধিত, %4 তারিখের শুরুর অন্তত %3 দিন আগে</translation>
        </message>
        <message>
            <source>name the chief arbiter and his FIDE id (tourney rated-details --chief-arbiter --chief-arbiter-fide-id); every arbiter must hold FIDE's licence</source>
            <translation>প্রধান আরবিটার ও তাঁর ফিডে আইডি লিখুন (tourney rated-details --chief-arbiter --chief-arbiter-fide-id); প্রত্যেক আরবিটারের ফিডের লাইসেন্স থাকতে হবে</translation>
        </message>
        <message>
            <source>chief arbiter %1, FIDE id %2: check the licence on FIDE's list of arbiters, which Tourney cannot see</source>
            <translation>প্রধান আরবিটার %1, ফিডে আইডি %2: ফিডের আরবিটার তালিকায় লাইসেন্স দেখে নিন, যা Tourney দেখতে পায় না</translation>
        </message>
        <message>
            <source>every player has a FIDE id and a federation</source>
            <translation>প্রত্যেক খেলোয়াড়ের ফিডে আইডি ও ফেডারেশন আছে</translation>
        </message>
        <message>
            <source>%1 players lack a FIDE id or a federation: %2</source>
            <translation>%1 জন খেলোয়াড়ের ফিডে আইডি বা ফেডারেশন নেই: %2</translation>
        </message>
        <message>
            <source>%1 of %2 players rated; a round robin needs %3</source>
            <translation>%2 জনের মধ্যে %1 জন রেটেড; রাউন্ড রবিনে লাগে %3</translation>
        </message>
        <message>
            <source>%1 of %2 players rated, %3 rounds; an unrated player's games count when he meets at least 3 rated opponents</source>
            <translation>%2 জনের মধ্যে %1 জন রেটেড, %3 রাউন্ড; আনরেটেড খেলোয়াড়ের খেলা গোনা হয় যখন তিনি অন্তত 3 জন রেটেড প্রতিপক্ষের মুখোমুখি হন</translation>
        </message>
        <message>
            <source>Every requirement Tourney can check is met.</source>
            <translation>Tourney যা যাচাই করতে পারে তার সব শর্ত পূরণ হয়েছে।</translation>
        </message>
        <message>
            <source>Not every requirement is met: FIDE would not rate the event as it stands.</source>
            <translation>সব শর্ত পূরণ হয়নি: এই অবস্থায় ফিডে ইভেন্টটি রেট করবে না।</translation>
        </message>
        <message>
            <source>'%1' is not a time control; write e.g. 90+30 or 40/90+30+30</source>
            <translation>'%1' কোনো সময় নিয়ন্ত্রণ নয়; লিখুন যেমন 90+30 বা 40/90+30+30</translation>
        </message>
        <message>
            <source>'%1' is not a FIDE id (digits)</source>
            <translation>'%1' কোনো ফিডে আইডি নয় (অঙ্ক)</translation>
        </message>
        <message>
            <source>time control %1; chief arbiter %2 (FIDE id %3); FIDE registration %4 of %5</source>
            <translation>সময় নিয়ন্ত্রণ %1; প্রধান আরবিটার %2 (ফিডে আইডি %3); ফিডে নিবন্ধন %4, তারিখ %5</translation>
        </message>
        <message>
            <source>Round %1: %2 checked in</source>
            <translation>রাউন্ড %1: %2 জনের চেক-ইন হয়েছে</translation>
        </message>
        <message>
            <source>Round %1: %2 marked not present</source>
            <translation>রাউন্ড %1: %2 জন অনুপস্থিত চিহ্নিত</translation>
        </message>
        <message>
            <source>Entry fee %1</source>
            <translation>প্রবেশ ফি %1</translation>
        </message>
        <message>
            <source>%1 paid %2 by %3</source>
            <translation>%1 %3 দিয়ে %2 দিয়েছেন</translation>
        </message>
        <message>
            <source>Details of the rated event stored</source>
            <translation>রেটেড ইভেন্টের তথ্য রাখা হয়েছে</translation>
        </message>
        <message>
            <source>truncated Solkoff takes a cut, not a median</source>
            <translation>ছাঁটা সলকফে কাট দেওয়া যায়, মিডিয়ান নয়</translation>
        </message>
        <message>
            <source>truncated Solkoff drops at least the lowest score (C1 or more)</source>
            <translation>ছাঁটা সলকফ অন্তত সবচেয়ে কম স্কোরটি বাদ দেয় (C1 বা তার বেশি)</translation>
        </message>
        <message>
            <source>unknown tie-break (known: DE WIN WON BPG BWG REP GE PS STD TPN BH FB AOB SB KS ARO TPR PTP APRO APPO RTNG TS WP)</source>
            <translation>অজানা টাই-ব্রেক (জানা: DE WIN WON BPG BWG REP GE PS STD TPN BH FB AOB SB KS ARO TPR PTP APRO APPO RTNG TS WP)</translation>
        </message>
        <message>
            <source>a backslash must be followed by \, n, r or t</source>
            <translation>ব্যাকস্ল্যাশের পরে \, n, r বা t থাকতে হবে</translation>
        </message>
        <message>
            <source>%1 fields expected after the code, found %2</source>
            <translation>কোডের পরে %1টি ঘর থাকার কথা, পাওয়া গেছে %2টি</translation>
        </message>
        <message>
            <source>'%1' is not a number of points such as 2 or 0.5</source>
            <translation>'%1' পয়েন্টের সংখ্যা নয় (যেমন 2 বা 0.5)</translation>
        </message>
        <message>
            <source>'%1' is not a bye: U, H, F, Z or A</source>
            <translation>'%1' কোনো বাই নয়: U, H, F, Z বা A</translation>
        </message>
        <message>
            <source>'%1' is not a result: 2-0, 1-1, 0-2, +-, -+, -- or *</source>
            <translation>'%1' কোনো ফল নয়: 2-0, 1-1, 0-2, +-, -+, -- বা *</translation>
        </message>
        <message>
            <source>player %1 is not registered (the file lists %2 before this line)</source>
            <translation>খেলোয়াড় %1 নিবন্ধিত নন (এই লাইনের আগে ফাইলে %2 জন আছেন)</translation>
        </message>
        <message>
            <source>round %1 has no 132 line before this one</source>
            <translation>রাউন্ড %1-এর জন্য এই লাইনের আগে কোনো 132 লাইন নেই</translation>
        </message>
        <message>
            <source>'%1' is not a game of two players: %2</source>
            <translation>'%1' দুই খেলোয়াড়ের কোনো খেলা নয়: %2</translation>
        </message>
        <message>
            <source>'%1' is not a pairing system</source>
            <translation>'%1' কোনো জোড়া পদ্ধতি নয়</translation>
        </message>
        <message>
            <source>'%1' is not white or black</source>
            <translation>'%1' white বা black নয়</translation>
        </message>
        <message>
            <source>'%1' is not fide or free</source>
            <translation>'%1' fide বা free নয়</translation>
        </message>
        <message>
            <source>players come before the rounds</source>
            <translation>খেলোয়াড়েরা রাউন্ডগুলোর আগে আসেন</translation>
        </message>
        <message>
            <source>'%1' is not m, f or empty</source>
            <translation>'%1' m, f বা ফাঁকা নয়</translation>
        </message>
        <message>
            <source>a round's games come before its byes</source>
            <translation>রাউন্ডের খেলাগুলো তার বাইগুলোর আগে আসে</translation>
        </message>
        <message>
            <source>unknown line code</source>
            <translation>অজানা লাইন কোড</translation>
        </message>
        <message>
            <source>not a draughts tournament file: the first line must be '%1'</source>
            <translation>এটি ড্রাফটস প্রতিযোগিতার ফাইল নয়: প্রথম লাইন '%1' হতে হবে</translation>
        </message>
        <message>
            <source>the draughts tournament file has no form for games at tables of more than two</source>
            <translation>দুজনের বেশি আসনের টেবিলের খেলার জন্য ড্রাফটস প্রতিযোগিতার ফাইলে কোনো রূপ নেই</translation>
        </message>
        <message>
            <source>team events are not written to the draughts tournament file yet</source>
            <translation>দলগত প্রতিযোগিতা এখনো ড্রাফটস প্রতিযোগিতার ফাইলে লেখা হয় না</translation>
        </message>
        <message>
            <source>the draughts tournament file has no line for accelerated pairings or for pairs kept apart in some rounds only; export the event as an archive</source>
            <translation>ত্বরিত জোড়া বা শুধু কিছু রাউন্ডে আলাদা রাখা জোড়ার জন্য ড্রাফটস প্রতিযোগিতার ফাইলে কোনো লাইন নেই; প্রতিযোগিতাটি আর্কাইভ হিসেবে রপ্তানি করুন</translation>
        </message>
        <message>
            <source>%1: line 202: %2</source>
            <translation>%1: লাইন 202: %2</translation>
        </message>
        <message>
            <source>one of --trf, --dtf, --csv, --json or --archive is required</source>
            <translation>--trf, --dtf, --csv, --json বা --archive-এর একটি আবশ্যক</translation>
        </message>
        <message>
            <source>--archive and --dtf exclude each other</source>
            <translation>--archive ও --dtf একসঙ্গে দেওয়া যায় না</translation>
        </message>
        <message>
            <source>%1 may not appoint a %2</source>
            <translation>%1 কাউকে %2 নিয়োগ করতে পারেন না</translation>
        </message>
        <message>
            <source>'%1' is not a role: chief-arbiter, deputy-arbiter (or none, to take one away)</source>
            <translation>'%1' কোনো ভূমিকা নয়: chief-arbiter, deputy-arbiter (অথবা কোনো ভূমিকা সরাতে none)</translation>
        </message>
        <message>
            <source>a new account needs a role</source>
            <translation>নতুন অ্যাকাউন্টের একটি ভূমিকা দরকার</translation>
        </message>
        <message>
            <source>%1: cannot be written</source>
            <translation>%1: লেখা যায় না</translation>
        </message>
        <message>
            <source>no rating list is kept beside the events: keep FIDE's list first</source>
            <translation>প্রতিযোগিতাগুলোর পাশে কোনো রেটিং তালিকা রাখা নেই: আগে FIDE-এর তালিকাটি রাখুন</translation>
        </message>
        <message>
            <source>give list or kept, not both</source>
            <translation>list অথবা kept দিন, দুটোই নয়</translation>
        </message>
        <message>
            <source>TRF-26 record %1 is not read for a team event; the file cannot be held without it</source>
            <translation>দলগত প্রতিযোগিতার জন্য TRF-26 রেকর্ড %1 পড়া হয় না; এটি ছাড়া ফাইলটি রাখা যায় না</translation>
        </message>
        <message>
            <source>'%1' is not a number</source>
            <translation>'%1' কোনো সংখ্যা নয়</translation>
        </message>
        <message>
            <source>start number %1 has no player line (001)</source>
            <translation>শুরুর নম্বর %1-এর কোনো খেলোয়াড়ের লাইন (001) নেই</translation>
        </message>
        <message>
            <source>teams must be numbered 1, 2, 3, ... in the order of their lines; expected %1</source>
            <translation>দলগুলোর নম্বর তাদের লাইনের ক্রমে 1, 2, 3, ... হতে হবে; প্রত্যাশিত %1</translation>
        </message>
        <message>
            <source>a team needs its players</source>
            <translation>একটি দলের খেলোয়াড় দরকার</translation>
        </message>
        <message>
            <source>no colours of the boards</source>
            <translation>বোর্ডগুলোর কোনো রং দেওয়া নেই</translation>
        </message>
        <message>
            <source>'%1': Tourney holds team matches whose board 1 has White and colours alternate (WBWB...)</source>
            <translation>'%1': Tourney শুধু সেই দলগত ম্যাচ রাখে যার বোর্ড 1-এ সাদা এবং রং পালাক্রমে বদলায় (WBWB...)</translation>
        </message>
        <message>
            <source>expected match points after '%1'</source>
            <translation>'%1'-এর পরে ম্যাচ পয়েন্ট প্রত্যাশিত</translation>
        </message>
        <message>
            <source>'%1' is not TW, TD or TL</source>
            <translation>'%1' TW, TD বা TL নয়</translation>
        </message>
        <message>
            <source>team %1 has no team line (310)</source>
            <translation>দল %1-এর কোনো দলের লাইন (310) নেই</translation>
        </message>
        <message>
            <source>teams %1 and %2 both have no match in round %3</source>
            <translation>রাউন্ড %3-এ দল %1 ও %2 উভয়েরই কোনো ম্যাচ নেই</translation>
        </message>
        <message>
            <source>'%1' is not another team's number</source>
            <translation>'%1' অন্য কোনো দলের নম্বর নয়</translation>
        </message>
        <message>
            <source>'%1' is not w or b</source>
            <translation>'%1' w বা b নয়</translation>
        </message>
        <message>
            <source>team %1 meets team %2 with these colours, but another 802 line disagrees</source>
            <translation>দল %1 এই রঙে দল %2-এর মুখোমুখি, কিন্তু আরেকটি 802 লাইন ভিন্ন কথা বলে</translation>
        </message>
        <message>
            <source>rounds start at 1</source>
            <translation>রাউন্ড 1 থেকে শুরু হয়</translation>
        </message>
        <message>
            <source>team %1 has a line-up for round %2 already (line %3)</source>
            <translation>রাউন্ড %2-এর জন্য দল %1-এর লাইন-আপ আগেই আছে (লাইন %3)</translation>
        </message>
        <message>
            <source>player %1 meets %2, who plays for no other team</source>
            <translation>খেলোয়াড় %1 খেলছেন %2-এর সাথে, যিনি অন্য কোনো দলে খেলেন না</translation>
        </message>
        <message>
            <source>a team file needs its team lines (310 or 013)</source>
            <translation>দলগত ফাইলে দলের লাইন (310 বা 013) দরকার</translation>
        </message>
        <message>
            <source>player %1 is on the rosters of teams %2 and %3</source>
            <translation>খেলোয়াড় %1 দল %2 ও %3 উভয়ের তালিকায় আছেন</translation>
        </message>
        <message>
            <source>the line-ups put %1 against %2 on board %3, but the player lines do not</source>
            <translation>লাইন-আপ অনুযায়ী বোর্ড %3-এ %1 বনাম %2, কিন্তু খেলোয়াড়দের লাইনে তা নেই</translation>
        </message>
        <message>
            <source>board %1: the first team's player has %2 (board 1 White, colours alternating)</source>
            <translation>বোর্ড %1: প্রথম দলের খেলোয়াড়ের রং %2 (বোর্ড 1-এ সাদা, রং পালাক্রমে)</translation>
        </message>
        <message>
            <source>team %1 has no match in round %2</source>
            <translation>রাউন্ড %2-এ দল %1-এর কোনো ম্যাচ নেই</translation>
        </message>
        <message>
            <source>team %1 names %2 players in round %3, for %4 boards</source>
            <translation>রাউন্ড %3-এ দল %1 %4টি বোর্ডের জন্য %2 জন খেলোয়াড়ের নাম দিয়েছে</translation>
        </message>
        <message>
            <source>player %1 has a game in round %2, but no line-up of that round names him</source>
            <translation>রাউন্ড %2-এ খেলোয়াড় %1-এর খেলা আছে, কিন্তু সেই রাউন্ডের কোনো লাইন-আপে তাঁর নাম নেই</translation>
        </message>
        <message>
            <source>the %1 report is not made for team events yet</source>
            <translation>দলগত প্রতিযোগিতার জন্য %1 প্রতিবেদন এখনো তৈরি হয় না</translation>
        </message>
        <message>
            <source>round %1, team %2: %3</source>
            <translation>রাউন্ড %1, দল %2: %3</translation>
        </message>
        <message>
            <source>a match has at most %1 boards</source>
            <translation>একটি ম্যাচে সর্বোচ্চ %1টি বোর্ড থাকে</translation>
        </message>
        <message>
            <source>-s takes the seed, a whole number</source>
            <translation>-s-এর পরে সিড দিন, একটি পূর্ণ সংখ্যা</translation>
        </message>
        <message>
            <source>-s SEED goes with -g</source>
            <translation>-s SEED -g-এর সঙ্গে চলে</translation>
        </message>
        <message>
            <source>%1: names no database (write postgresql://USER@HOST:PORT/DATABASE, or .../DATABASE/EVENT for an event of its own schema)</source>
            <translation>%1: কোনো ডেটাবেসের নাম নেই (লিখুন postgresql://USER@HOST:PORT/DATABASE, বা নিজস্ব স্কিমার প্রতিযোগিতার জন্য .../DATABASE/EVENT)</translation>
        </message>
        <message>
            <source>'%1' cannot name an event in a PostgreSQL database: letters, digits, '-' and '_' only, at most %2, and not public, information_schema or a name beginning with pg_</source>
            <translation>'%1' একটি PostgreSQL ডেটাবেসে কোনো প্রতিযোগিতার নাম হতে পারে না: শুধু অক্ষর, অঙ্ক, '-' ও '_', সর্বোচ্চ %2টি, এবং public, information_schema বা pg_ দিয়ে শুরু কোনো নাম নয়</translation>
        </message>
        <message>
            <source>this server serves one event: serve a folder or a PostgreSQL database of events to create events</source>
            <translation>এই সার্ভার একটি প্রতিযোগিতা দেখায়: প্রতিযোগিতা তৈরি করতে একটি ফোল্ডার বা প্রতিযোগিতাগুলোর একটি PostgreSQL ডেটাবেস সার্ভ করুন</translation>
        </message>
        <message>
            <source>'%1' is no range such as 1600-1999, 2000- or -1599</source>
            <translation>'%1' কোনো সীমা নয়, যেমন 1600-1999, 2000- বা -1599</translation>
        </message>
        <message>
            <source>'%1': sex is f or m</source>
            <translation>'%1': লিঙ্গ f বা m</translation>
        </message>
        <message>
            <source>no section takes ratings %1 to %2, between sections %3 and %4</source>
            <translation>%1 থেকে %2 রেটিং কোনো বিভাগ নেয় না, বিভাগ %3 ও %4-এর মাঝে</translation>
        </message>
        <message>
            <source>no section takes players born %1 to %2, between sections %3 and %4</source>
            <translation>%1 থেকে %2 সালে জন্ম নেওয়া খেলোয়াড় কোনো বিভাগ নেয় না, বিভাগ %3 ও %4-এর মাঝে</translation>
        </message>
        <message>
            <source>'%1' is not NAME:BAND, e.g. A:2000- or U12:born:2014-</source>
            <translation>'%1' NAME:BAND নয়, যেমন A:2000- বা U12:born:2014-</translation>
        </message>
        <message>
            <source>a section's name is 1 to 20 letters, digits, - or _, not '%1'</source>
            <translation>বিভাগের নাম 1 থেকে 20টি অক্ষর, অঙ্ক, - বা _, '%1' নয়</translation>
        </message>
        <message>
            <source>there is no section %1</source>
            <translation>%1 নামে কোনো বিভাগ নেই</translation>
        </message>
        <message>
            <source>'%1': a section placed by hand has no other band</source>
            <translation>'%1': হাতে বসানো বিভাগের অন্য কোনো সীমা থাকে না</translation>
        </message>
        <message>
            <source>section %1 is named twice</source>
            <translation>বিভাগ %1 দুবার দেওয়া হয়েছে</translation>
        </message>
        <message>
            <source>section %1's band %2 overlaps section %3's band %4</source>
            <translation>বিভাগ %1-এর সীমা %2 বিভাগ %3-এর সীমা %4-এর সঙ্গে মিলে যায়</translation>
        </message>
        <message>
            <source>no section's band takes %1 (rating %2, born %3)</source>
            <translation>কোনো বিভাগের সীমা %1-কে নেয় না (রেটিং %2, জন্ম %3)</translation>
        </message>
        <message>
            <source>section %1 has no event file</source>
            <translation>বিভাগ %1-এর কোনো ইভেন্ট ফাইল নেই</translation>
        </message>
        <message>
            <source>section %1 has paired round %2: players move between sections only before it</source>
            <translation>বিভাগ %1-এর রাউন্ড %2 জোড়া হয়ে গেছে: খেলোয়াড়রা শুধু তার আগে বিভাগ বদলাতে পারে</translation>
        </message>
        <message>
            <source>%1 is in section %2 already</source>
            <translation>%1 আগে থেকেই বিভাগ %2-এ আছে</translation>
        </message>
        <message>
            <source>%1 %2 moved in from section %3, where he was %4</source>
            <translation>%1 %2 বিভাগ %3 থেকে এসেছে, যেখানে সে ছিল %4</translation>
        </message>
        <message>
            <source>%1 %2 moved to section %3 as %4; the players after him moved up</source>
            <translation>%1 %2 বিভাগ %3-এ %4 হিসেবে গেছে; তার পরের খেলোয়াড়রা এক ধাপ উঠেছে</translation>
        </message>
        <message>
            <source>Section %1</source>
            <translation>বিভাগ %1</translation>
        </message>
        <message>
            <source>%1 has other columns than the first section: print it alone (--section)</source>
            <translation>%1-এর কলাম প্রথম বিভাগের থেকে আলাদা: এটি আলাদা করে ছাপুন (--section)</translation>
        </message>
        <message>
            <source>Unrated players enter section %1</source>
            <translation>রেটিংহীন খেলোয়াড়রা বিভাগ %1-এ যায়</translation>
        </message>
        <message>
            <source>a section needs a band: a rating range, born:YEARS, sex:f|m or hand</source>
            <translation>বিভাগের একটি সীমা লাগে: রেটিং সীমা, born:YEARS, sex:f|m বা hand</translation>
        </message>
        <message>
            <source>the event needs a name</source>
            <translation>ইভেন্টের একটি নাম লাগে</translation>
        </message>
        <message>
            <source>an event in sections has two sections or more</source>
            <translation>বিভাগে ভাগ করা ইভেন্টে দুই বা বেশি বিভাগ থাকে</translation>
        </message>
        <message>
            <source>the trial holds an event</source>
            <translation>পরীক্ষামূলক ভাণ্ডারে ইতিমধ্যে একটি ইভেন্ট আছে</translation>
        </message>
        <message>
            <source>players of a team event move with their team's roster</source>
            <translation>দলগত ইভেন্টের খেলোয়াড়রা তাদের দলের তালিকার সঙ্গে সরে</translation>
        </message>
        <message>
            <source>%1 holds an event in sections already</source>
            <translation>%1-এ আগে থেকেই বিভাগে ভাগ করা একটি ইভেন্ট আছে</translation>
        </message>
        <message>
            <source>%1: cannot be created</source>
            <translation>%1: তৈরি করা যায় না</translation>
        </message>
        <message>
            <source>Created %1: %2</source>
            <translation>%1 তৈরি হয়েছে: %2</translation>
        </message>
        <message>
            <source>Section %1: %2</source>
            <translation>বিভাগ %1: %2</translation>
        </message>
        <message>
            <source>%1 moved from section %2 (%3) to section %4 (%5)</source>
            <translation>%1 বিভাগ %2 (%3) থেকে বিভাগ %4 (%5)-এ গেছে</translation>
        </message>
        <message>
            <source>%1 section</source>
            <translation>%1টি বিভাগ</translation>
        </message>
        <message>
            <source>%1 sections</source>
            <translation>%1টি বিভাগ</translation>
        </message>
        <message>
            <source>%1 players, %2 rounds paired</source>
            <translation>%1 জন খেলোয়াড়, %2টি রাউন্ড জোড়া হয়েছে</translation>
        </message>
        <message>
            <source>section %1: %2</source>
            <translation>বিভাগ %1: %2</translation>
        </message>
        <message>
            <source>round %1 has no boards</source>
            <translation>রাউন্ড %1-এ কোনো বোর্ড নেই</translation>
        </message>
        <message>
            <source>'%1' is no address of a site: it starts with https:// or http://</source>
            <translation>'%1' কোনো সাইটের ঠিকানা নয়: ঠিকানা https:// বা http:// দিয়ে শুরু হয়</translation>
        </message>
        <message>
            <source>'%1' names no host</source>
            <translation>'%1'-এ কোনো হোস্টের নাম নেই</translation>
        </message>
        <message>
            <source>'%1' has a space or a control character</source>
            <translation>'%1'-এ ফাঁকা জায়গা বা নিয়ন্ত্রণ-অক্ষর আছে</translation>
        </message>
        <message>
            <source>'%1' is longer than %2 characters: too long for a QR code on a badge</source>
            <translation>'%1' %2 অক্ষরের চেয়ে লম্বা: ব্যাজের QR কোডের জন্য বেশি লম্বা</translation>
        </message>
        <message>
            <source>the hall's paper is not made for team events yet</source>
            <translation>হলের কাগজপত্র এখনও দলগত প্রতিযোগিতার জন্য তৈরি হয়নি</translation>
        </message>
        <message>
            <source>games at tables of four have table sheets for cards (report tablesheets)</source>
            <translation>চারজনের টেবিলের খেলায় কার্ডের কাজ করে টেবিল শিট (report tablesheets)</translation>
        </message>
        <message>
            <source>the event has no players yet: no badges to print</source>
            <translation>প্রতিযোগিতায় এখনও কোনো খেলোয়াড় নেই: ছাপার মতো ব্যাজ নেই</translation>
        </message>
        <message>
            <source>the hall's screen is not made for team events yet</source>
            <translation>হলের পর্দা এখনও দলগত প্রতিযোগিতার জন্য তৈরি হয়নি</translation>
        </message>
        <message>
            <source>'%1' is not a language Tourney speaks: en or bn</source>
            <translation>'%1' Tourney-র কোনো ভাষা নয়: en বা bn</translation>
        </message>
        <message>
            <source>'%1' is not ascii or bengali</source>
            <translation>'%1' ascii বা bengali নয়</translation>
        </message>
        <message>
            <source>%1: a whole number from %2 to %3 expected</source>
            <translation>%1: %2 থেকে %3-এর মধ্যে একটি পূর্ণসংখ্যা চাই</translation>
        </message>
        <message>
            <source>%1 carry a QR code to each player's page on the event's site: give the site's address, or ask for no QR code</source>
            <translation>%1-এ প্রতিযোগিতার সাইটে প্রতিটি খেলোয়াড়ের পাতার QR কোড থাকে: সাইটের ঠিকানা দিন, অথবা QR কোড ছাড়া চান</translation>
        </message>
        <message>
            <source>this server serves no event in sections</source>
            <translation>এই সার্ভার সেকশনে ভাগ করা কোনো প্রতিযোগিতা দেখায় না</translation>
        </message>
        <message>
            <source>names section %1, but this event is not in sections</source>
            <translation>সেকশন %1-এর নাম আছে, কিন্তু এই প্রতিযোগিতা সেকশনে ভাগ করা নয়</translation>
        </message>
        <message>
            <source>no section %1 (the sections: %2)</source>
            <translation>%1 নামে কোনো সেকশন নেই (সেকশনগুলো: %2)</translation>
        </message>
        <message>
            <source>the character %1 is not taken here</source>
            <translation>এখানে %1 অক্ষরটি নেওয়া হয় না</translation>
        </message>
        <message>
            <source>at most %1 characters are taken here</source>
            <translation>এখানে সর্বোচ্চ %1টি অক্ষর নেওয়া হয়</translation>
        </message>
        <message>
            <source>registration closed at %1</source>
            <translation>নিবন্ধন %1-এ বন্ধ হয়েছে</translation>
        </message>
        <message>
            <source>'%1' is not a FIDE federation code (three letters, e.g. BAN or IND)</source>
            <translation>'%1' কোনো FIDE ফেডারেশন কোড নয় (তিনটি অক্ষর, যেমন BAN বা IND)</translation>
        </message>
        <message>
            <source>the year of birth is a year from %1 to %2</source>
            <translation>জন্মসাল %1 থেকে %2-এর মধ্যে একটি বছর</translation>
        </message>
        <message>
            <source>a FIDE id is up to 10 digits</source>
            <translation>FIDE আইডি সর্বোচ্চ 10টি অঙ্কের</translation>
        </message>
        <message>
            <source>FIDE id %1 is not in FIDE's rating list; leave it out if you have none</source>
            <translation>FIDE আইডি %1 FIDE-র রেটিং তালিকায় নেই; আইডি না থাকলে ঘরটি ফাঁকা রাখুন</translation>
        </message>
        <message>
            <source>Your name is taken as FIDE's rating list writes it: %1 (you typed %2)</source>
            <translation>আপনার নাম FIDE-র রেটিং তালিকা অনুযায়ী নেওয়া হয়েছে: %1 (আপনি লিখেছিলেন %2)</translation>
        </message>
        <message>
            <source>Your federation is taken from FIDE's rating list: %1 (you typed %2)</source>
            <translation>আপনার ফেডারেশন FIDE-র রেটিং তালিকা থেকে নেওয়া হয়েছে: %1 (আপনি লিখেছিলেন %2)</translation>
        </message>
        <message>
            <source>Your year of birth is taken from FIDE's rating list: %1 (you typed %2)</source>
            <translation>আপনার জন্মসাল FIDE-র রেটিং তালিকা থেকে নেওয়া হয়েছে: %1 (আপনি লিখেছিলেন %2)</translation>
        </message>
        <message>
            <source>%1 is registered already, as player %2: nothing more to do</source>
            <translation>%1 আগেই খেলোয়াড় %2 হিসেবে নিবন্ধিত: আর কিছু করতে হবে না</translation>
        </message>
        <message>
            <source>%1 entered already (entry %2, received %3); it waits for the organiser's approval</source>
            <translation>%1 আগেই আবেদন করেছেন (আবেদন %2, পাওয়া গেছে %3); এটি আয়োজকের অনুমোদনের অপেক্ষায়</translation>
        </message>
        <message>
            <source>there is no entry %1</source>
            <translation>%1 নম্বরে কোনো আবেদন নেই</translation>
        </message>
        <message>
            <source>'%1' is not a closing time (yyyy-mm-dd hh:mm)</source>
            <translation>'%1' বন্ধের কোনো সময় নয় (yyyy-mm-dd hh:mm)</translation>
        </message>
        <message>
            <source>the closing time %1 has passed already (it is %2)</source>
            <translation>বন্ধের সময় %1 পেরিয়ে গেছে (এখন %2)</translation>
        </message>
        <message>
            <source>registration open until %1</source>
            <translation>নিবন্ধন %1 পর্যন্ত খোলা</translation>
        </message>
        <message>
            <source>registration closed</source>
            <translation>নিবন্ধন বন্ধ</translation>
        </message>
        <message>
            <source>%1 entries wait for the organiser already: try again later</source>
            <translation>ইতিমধ্যে %1টি আবেদন আয়োজকের অপেক্ষায়: পরে আবার চেষ্টা করুন</translation>
        </message>
        <message>
            <source>Entry %1 received for %2; it waits for the organiser's approval</source>
            <translation>%2-এর আবেদন %1 পাওয়া গেছে; এটি আয়োজকের অনুমোদনের অপেক্ষায়</translation>
        </message>
        <message>
            <source>entry %1 is approved already: %2</source>
            <translation>আবেদন %1 আগেই অনুমোদিত: %2</translation>
        </message>
        <message>
            <source>entry %1 approved: player %2 %3</source>
            <translation>আবেদন %1 অনুমোদিত: খেলোয়াড় %2 %3</translation>
        </message>
        <message>
            <source>entry %1 does not wait for approval: %2</source>
            <translation>আবেদন %1 অনুমোদনের অপেক্ষায় নেই: %2</translation>
        </message>
        <message>
            <source>entry %1 %2 rejected</source>
            <translation>আবেদন %1 %2 প্রত্যাখ্যাত</translation>
        </message>
        <message>
            <source>entry %1 %2 rejected: %3</source>
            <translation>আবেদন %1 %2 প্রত্যাখ্যাত: %3</translation>
        </message>
        <message>
            <source>Registration entries</source>
            <translation>নিবন্ধনের আবেদন</translation>
        </message>
        <message>
            <source>Registration %1; %2 of %3 entries wait for approval</source>
            <translation>নিবন্ধন %1; %3টি আবেদনের %2টি অনুমোদনের অপেক্ষায়</translation>
        </message>
        <message>
            <source>open until %1</source>
            <translation>%1 পর্যন্ত খোলা</translation>
        </message>
        <message>
            <source>closed</source>
            <translation>বন্ধ</translation>
        </message>
        <message>
            <source>registration for this event is not open</source>
            <translation>এই প্রতিযোগিতার নিবন্ধন খোলা নেই</translation>
        </message>
        <message>
            <source>a name is needed</source>
            <translation>একটি নাম দরকার</translation>
        </message>
        <message>
            <source>the event exists</source>
            <translation>প্রতিযোগিতাটি আগেই আছে</translation>
        </message>
        <message>
            <source>Registration open until %1</source>
            <translation>নিবন্ধন %1 পর্যন্ত খোলা</translation>
        </message>
        <message>
            <source>Registration closed</source>
            <translation>নিবন্ধন বন্ধ হয়েছে</translation>
        </message>
        <message>
            <source>Entry %1 approved: player %2 %3</source>
            <translation>আবেদন %1 অনুমোদিত: খেলোয়াড় %2 %3</translation>
        </message>
        <message>
            <source>Entry %1 %2 rejected</source>
            <translation>আবেদন %1 %2 প্রত্যাখ্যাত</translation>
        </message>
        <message>
            <source>Entries are taken until %1; each waits for the organiser's approval.</source>
            <translation>%1 পর্যন্ত আবেদন নেওয়া হবে; প্রতিটি আবেদন আয়োজকের অনুমোদনের অপেক্ষায় থাকে।</translation>
        </message>
        <message>
            <source>Registration for this event is closed.</source>
            <translation>এই প্রতিযোগিতার নিবন্ধন বন্ধ।</translation>
        </message>
        <message>
            <source>event %1 archived: it is read-only until an organiser restores it</source>
            <translation>ইভেন্ট %1 আর্কাইভ করা হয়েছে: কোনো সংগঠক ফিরিয়ে না আনা পর্যন্ত এটি শুধু পড়া যাবে</translation>
        </message>
        <message>
            <source>event %1 is not archived</source>
            <translation>ইভেন্ট %1 আর্কাইভ করা নেই</translation>
        </message>
        <message>
            <source>event %1 restored: it may be changed again</source>
            <translation>ইভেন্ট %1 ফিরিয়ে আনা হয়েছে: এটি আবার পরিবর্তন করা যায়</translation>
        </message>
        <message>
            <source>the roles of %1 do not allow deleting event %2</source>
            <translation>%1-এর ভূমিকা ইভেন্ট %2 মুছে ফেলার অনুমতি দেয় না</translation>
        </message>
        <message>
            <source>archive it all the same</source>
            <translation>তবুও আর্কাইভ করুন</translation>
        </message>
        <message>
            <source>delete it with its results</source>
            <translation>ফলাফলসহ মুছে ফেলুন</translation>
        </message>
        <message>
            <source>event %1 is archived: it is read-only until an organiser restores it</source>
            <translation>ইভেন্ট %1 আর্কাইভ করা: কোনো সংগঠক ফিরিয়ে না আনা পর্যন্ত এটি শুধু পড়া যাবে</translation>
        </message>
        <message>
            <source>this server serves one event: delete it at the server's terminal (tourney delete)</source>
            <translation>এই সার্ভার একটি ইভেন্ট পরিবেশন করে: সার্ভারের টার্মিনালে এটি মুছুন (tourney delete)</translation>
        </message>
        <message>
            <source>%1 is a database of one event: drop the database itself (dropdb)</source>
            <translation>%1 একটি ইভেন্টের ডাটাবেস: ডাটাবেসটিই মুছে ফেলুন (dropdb)</translation>
        </message>
        <message>
            <source>%1: cannot be deleted</source>
            <translation>%1: মুছে ফেলা যায় না</translation>
        </message>
        <message>
            <source>round %1 of event %2 has %3 awaiting a result</source>
            <translation>ইভেন্ট %2-এর রাউন্ড %1-এ %3 ফলাফলের অপেক্ষায়</translation>
        </message>
        <message>
            <source>event %1 has %2 paired and is not archived: its results would be lost</source>
            <translation>ইভেন্ট %1-এ %2 জোড়া হয়েছে এবং এটি আর্কাইভ করা নেই: এর ফলাফল হারিয়ে যাবে</translation>
        </message>
        <message>
            <source>event %1 (%2) deleted: %3, %4 paired</source>
            <translation>ইভেন্ট %1 (%2) মুছে ফেলা হয়েছে: %3, %4 জোড়া হয়েছিল</translation>
        </message>
        <message>
            <source>a player of the list needs a national id</source>
            <translation>তালিকার প্রত্যেক খেলোয়াড়ের একটি জাতীয় আইডি লাগে</translation>
        </message>
        <message>
            <source>FIDE id %1 is on line %2 too</source>
            <translation>FIDE আইডি %1 লাইন %2-তেও আছে</translation>
        </message>
        <message>
            <source>'%1' is not a month (2026-03)</source>
            <translation>'%1' কোনো মাস নয় (2026-03)</translation>
        </message>
        <message>
            <source>national id %1 has FIDE id %2 in the registry, not %3</source>
            <translation>নিবন্ধন তালিকায় জাতীয় আইডি %1-এর FIDE আইডি %2, %3 নয়</translation>
        </message>
        <message>
            <source>FIDE id %1 is R%2's in the registry (%3), not national id %4's</source>
            <translation>নিবন্ধন তালিকায় FIDE আইডি %1 হলো R%2-এর (%3), জাতীয় আইডি %4-এর নয়</translation>
        </message>
        <message>
            <source>FIDE id %1 has national id %2 in the registry, not %3</source>
            <translation>নিবন্ধন তালিকায় FIDE আইডি %1-এর জাতীয় আইডি %2, %3 নয়</translation>
        </message>
        <message>
            <source>national id %1 is on line %2 too</source>
            <translation>জাতীয় আইডি %1 লাইন %2-তেও আছে</translation>
        </message>
        <message>
            <source>Imported %1 players from %2 (%3 new); the registry holds %4</source>
            <translation>%2 থেকে %1 জন খেলোয়াড় আনা হলো (%3 জন নতুন); নিবন্ধন তালিকায় আছেন %4 জন</translation>
        </message>
        <message>
            <source>'%1' is not a FIDE id, a registry number (R17) or a national id (N:...)</source>
            <translation>'%1' কোনো FIDE আইডি, তালিকার নম্বর (R17) বা জাতীয় আইডি (N:...) নয়</translation>
        </message>
        <message>
            <source>the registry has no player %1</source>
            <translation>নিবন্ধন তালিকায় %1 পরিচয়ের কোনো খেলোয়াড় নেই</translation>
        </message>
        <message>
            <source>'%1' is not a time control: standard, rapid or blitz</source>
            <translation>'%1' কোনো সময় নিয়ন্ত্রণ নয়: standard, rapid বা blitz</translation>
        </message>
        <message>
            <source>say which list FILE is: --fide or --national</source>
            <translation>FILE কোন তালিকা তা বলুন: --fide বা --national</translation>
        </message>
        <message>
            <source>give the month of FIDE's list with --month (2026-03)</source>
            <translation>--month দিয়ে FIDE-এর তালিকার মাস দিন (2026-03)</translation>
        </message>
        <message>
            <source>Nobody as typed; found with the words corrected</source>
            <translation>যেমন লেখা তেমন কাউকে পাওয়া যায়নি; শব্দ সংশোধন করে পাওয়া গেছে</translation>
        </message>
        <message>
            <source>%1 of %2 players found</source>
            <translation>%2 জনের মধ্যে %1 জন খেলোয়াড় দেখানো হলো</translation>
        </message>
    </context>
    <context>
        <name>QCommandLineParser</name>
        <message>
            <source>Usage: %1</source>
            <translation>ব্যবহার: %1</translation>
        </message>
        <message>
            <source>Options:</source>
            <translation>বিকল্প:</translation>
        </message>
        <message>
            <source>Arguments:</source>
            <translation>আর্গুমেন্ট:</translation>
        </message>
        <message>
            <source>Displays help on commandline options.</source>
            <translation>কমান্ড-লাইনের বিকল্পগুলোর সাহায্য দেখায়।</translation>
        </message>
        <message>
            <source>Displays version information.</source>
            <translation>সংস্করণের তথ্য দেখায়।</translation>
        </message>
        <message>
            <source>Unknown option '%1'.</source>
            <translation>অজানা বিকল্প '%1'।</translation>
        </message>
        <message>
            <source>Unknown options: %1.</source>
            <translation>অজানা বিকল্প: %1।</translation>
        </message>
        <message>
            <source>Missing value after '%1'.</source>
            <translation>'%1'-এর পরে মান বাকি।</translation>
        </message>
        <message>
            <source>Unexpected value after '%1'.</source>
            <translation>'%1'-এর পরে অপ্রত্যাশিত মান।</translation>
        </message>
        <message>
            <source>[options]</source>
            <translation>[options]</translation>
        </message>
        <message>
            <source>Displays help including Qt specific options.</source>
            <translation>Qt-এর নিজস্ব বিকল্পসহ সাহায্য দেখায়।</translation>
        </message>
    </context>
    <context>
        <name>fields</name>
        <message>
            <source>row</source>
            <translation>সারি</translation>
        </message>
        <message>
            <source>header</source>
            <translation>শিরোনামের সারি</translation>
        </message>
        <message>
            <source>sex</source>
            <translation>লিঙ্গ</translation>
        </message>
        <message>
            <source>FIDE id</source>
            <translation>FIDE আইডি</translation>
        </message>
        <message>
            <source>fideid</source>
            <translation>FIDE আইডি</translation>
        </message>
        <message>
            <source>player</source>
            <translation>খেলোয়াড়</translation>
        </message>
        <message>
            <source>rating</source>
            <translation>রেটিং</translation>
        </message>
        <message>
            <source>birth year</source>
            <translation>জন্মসাল</translation>
        </message>
        <message>
            <source>board</source>
            <translation>বোর্ড</translation>
        </message>
        <message>
            <source>result</source>
            <translation>ফল</translation>
        </message>
        <message>
            <source>%1 start date</source>
            <translation>%1 শুরুর তারিখ</translation>
        </message>
        <message>
            <source>%1 end date</source>
            <translation>%1 শেষের তারিখ</translation>
        </message>
        <message>
            <source>birth date (columns %1-%2)</source>
            <translation>জন্মতারিখ (কলাম %1-%2)</translation>
        </message>
        <message>
            <source>%1 kind</source>
            <translation>%1 ধরন</translation>
        </message>
        <message>
            <source>%1 last round</source>
            <translation>%1 শেষ রাউন্ড</translation>
        </message>
        <message>
            <source>%1 player</source>
            <translation>%1 খেলোয়াড়</translation>
        </message>
        <message>
            <source>start rank (columns %1-%2)</source>
            <translation>শুরুর ক্রম (কলাম %1-%2)</translation>
        </message>
        <message>
            <source>name (columns %1-%2)</source>
            <translation>নাম (কলাম %1-%2)</translation>
        </message>
        <message>
            <source>rating (columns %1-%2)</source>
            <translation>রেটিং (কলাম %1-%2)</translation>
        </message>
        <message>
            <source>FIDE id (columns %1-%2)</source>
            <translation>FIDE আইডি (কলাম %1-%2)</translation>
        </message>
        <message>
            <source>points (columns %1-%2)</source>
            <translation>পয়েন্ট (কলাম %1-%2)</translation>
        </message>
        <message>
            <source>%1 round</source>
            <translation>%1 রাউন্ড</translation>
        </message>
        <message>
            <source>%1 first round</source>
            <translation>%1 প্রথম রাউন্ড</translation>
        </message>
        <message>
            <source>%1 points</source>
            <translation>%1 পয়েন্ট</translation>
        </message>
        <message>
            <source>%1 first player</source>
            <translation>%1 প্রথম খেলোয়াড়</translation>
        </message>
        <message>
            <source>%1 last player</source>
            <translation>%1 শেষ খেলোয়াড়</translation>
        </message>
        <message>
            <source>(the whole file)</source>
            <translation>(পুরো ফাইল)</translation>
        </message>
        <message>
            <source>round %1</source>
            <translation>রাউন্ড %1</translation>
        </message>
        <message>
            <source>round %1 opponent</source>
            <translation>রাউন্ড %1-এর প্রতিপক্ষ</translation>
        </message>
        <message>
            <source>round %1 colour</source>
            <translation>রাউন্ড %1-এর রং</translation>
        </message>
        <message>
            <source>round %1 result</source>
            <translation>রাউন্ড %1-এর ফল</translation>
        </message>
        <message>
            <source>%1 round %2 date</source>
            <translation>%1 রাউন্ড %2-এর তারিখ</translation>
        </message>
        <message>
            <source>XXA round %1</source>
            <translation>XXA রাউন্ড %1</translation>
        </message>
        <message>
            <source>field %1</source>
            <translation>%1 নম্বর</translation>
        </message>
        <message>
            <source>%1 team line</source>
            <translation>%1 দলের লাইন</translation>
        </message>
        <message>
            <source>name</source>
            <translation>নাম</translation>
        </message>
        <message>
            <source>title</source>
            <translation>খেতাব</translation>
        </message>
        <message>
            <source>federation</source>
            <translation>ফেডারেশন</translation>
        </message>
        <message>
            <source>fide_id</source>
            <translation>FIDE আইডি</translation>
        </message>
        <message>
            <source>birth_year</source>
            <translation>জন্মসাল</translation>
        </message>
        <message>
            <source>club</source>
            <translation>ক্লাব</translation>
        </message>
        <message>
            <source>latin_name</source>
            <translation>লাতিন নাম</translation>
        </message>
        <message>
            <source>k_factor</source>
            <translation>K ফ্যাক্টর</translation>
        </message>
        <message>
            <source>category</source>
            <translation>বিভাগ</translation>
        </message>
        <message>
            <source>amount</source>
            <translation>অঙ্ক</translation>
        </message>
        <message>
            <source>record</source>
            <translation>রেকর্ড</translation>
        </message>
        <message>
            <source>round</source>
            <translation>রাউন্ড</translation>
        </message>
        <message>
            <source>number</source>
            <translation>নম্বর</translation>
        </message>
        <message>
            <source>sharing</source>
            <translation>ভাগাভাগি</translation>
        </message>
        <message>
            <source>points</source>
            <translation>পয়েন্ট</translation>
        </message>
        <message>
            <source>startrank</source>
            <translation>শুরুর ক্রম</translation>
        </message>
        <message>
            <source>rank (columns %1-%2)</source>
            <translation>ক্রম (কলাম %1-%2)</translation>
        </message>
        <message>
            <source>%1 start</source>
            <translation>%1 শুরুর নম্বর</translation>
        </message>
        <message>
            <source>%1 name</source>
            <translation>%1 নাম</translation>
        </message>
        <message>
            <source>%1 latin name</source>
            <translation>%1 লাতিন নাম</translation>
        </message>
        <message>
            <source>%1 sex</source>
            <translation>%1 লিঙ্গ</translation>
        </message>
        <message>
            <source>%1 title</source>
            <translation>%1 খেতাব</translation>
        </message>
        <message>
            <source>%1 federation</source>
            <translation>%1 ফেডারেশন</translation>
        </message>
        <message>
            <source>%1 rating</source>
            <translation>%1 রেটিং</translation>
        </message>
        <message>
            <source>%1 id</source>
            <translation>%1 আইডি</translation>
        </message>
        <message>
            <source>%1 birth year</source>
            <translation>%1 জন্মসাল</translation>
        </message>
        <message>
            <source>%1 birth date</source>
            <translation>%1 জন্মতারিখ</translation>
        </message>
        <message>
            <source>%1 club</source>
            <translation>%1 ক্লাব</translation>
        </message>
        <message>
            <source>%1 k</source>
            <translation>%1 K ফ্যাক্টর</translation>
        </message>
        <message>
            <source>%1 withdrawn</source>
            <translation>%1 প্রত্যাহার</translation>
        </message>
        <message>
            <source>%1 board</source>
            <translation>%1 বোর্ড</translation>
        </message>
        <message>
            <source>%1 white</source>
            <translation>%1 সাদা</translation>
        </message>
        <message>
            <source>%1 black</source>
            <translation>%1 কালো</translation>
        </message>
        <message>
            <source>%1 result</source>
            <translation>%1 ফল</translation>
        </message>
        <message>
            <source>%1 rated</source>
            <translation>%1 রেটিংযোগ্য</translation>
        </message>
        <message>
            <source>%1 colours</source>
            <translation>%1 রং জানা</translation>
        </message>
        <message>
            <source>%1 record</source>
            <translation>%1 রেকর্ড</translation>
        </message>
        <message>
            <source>%1 date</source>
            <translation>%1 তারিখ</translation>
        </message>
        <message>
            <source>%1 game</source>
            <translation>%1 খেলা</translation>
        </message>
        <message>
            <source>%1 system</source>
            <translation>%1 পদ্ধতি</translation>
        </message>
        <message>
            <source>%1 rounds</source>
            <translation>%1 রাউন্ড সংখ্যা</translation>
        </message>
        <message>
            <source>%1 colour</source>
            <translation>%1 রং</translation>
        </message>
        <message>
            <source>%1 seed</source>
            <translation>%1 সিড</translation>
        </message>
        <message>
            <source>%1 mode</source>
            <translation>%1 মোড</translation>
        </message>
        <message>
            <source>%1 code</source>
            <translation>%1 কোড</translation>
        </message>
        <message>
            <source>%1 first</source>
            <translation>%1 প্রথম</translation>
        </message>
        <message>
            <source>%1 second</source>
            <translation>%1 দ্বিতীয়</translation>
        </message>
        <message>
            <source>%1 rule</source>
            <translation>%1 নিয়ম</translation>
        </message>
        <message>
            <source>%1 amount</source>
            <translation>%1 অঙ্ক</translation>
        </message>
        <message>
            <source>%1 category</source>
            <translation>%1 বিভাগ</translation>
        </message>
        <message>
            <source>%1 sharing</source>
            <translation>%1 ভাগাভাগি</translation>
        </message>
        <message>
            <source>players (from column %1)</source>
            <translation>খেলোয়াড় (কলাম %1 থেকে)</translation>
        </message>
        <message>
            <source>team number (columns %1-%2)</source>
            <translation>দলের নম্বর (কলাম %1-%2)</translation>
        </message>
        <message>
            <source>team name</source>
            <translation>দলের নাম</translation>
        </message>
        <message>
            <source>%1 colours</source>
            <translation>%1 রং</translation>
        </message>
        <message>
            <source>%1 team (columns %2-%3)</source>
            <translation>%1 দল (কলাম %2-%3)</translation>
        </message>
        <message>
            <source>%1 round (columns %2-%3)</source>
            <translation>%1 রাউন্ড (কলাম %2-%3)</translation>
        </message>
        <message>
            <source>players</source>
            <translation>খেলোয়াড়</translation>
        </message>
        <message>
            <source>%1 players</source>
            <translation>%1 খেলোয়াড়</translation>
        </message>
        <message>
            <source>%1 players (from column %2)</source>
            <translation>%1 খেলোয়াড় (কলাম %2 থেকে)</translation>
        </message>
        <message>
            <source>rapid rating</source>
            <translation>র‍্যাপিড রেটিং</translation>
        </message>
        <message>
            <source>blitz rating</source>
            <translation>ব্লিৎজ রেটিং</translation>
        </message>
    </context>
</TS>
