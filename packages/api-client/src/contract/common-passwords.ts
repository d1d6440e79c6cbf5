/**
 * The most common passwords that the 8–20 character rule still allows, so a new password can be refused as too easy
 * to guess even though its length is fine.
 *
 * The 2,000 most frequent such entries of the "passwords-common" list of @zxcvbn-ts/language-common 4.1.3 (MIT,
 * Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc., (c) 2021 @zxcvbn-ts), ranked by frequency in public
 * breach corpora, and this product's documented demo password (which is not among them). All are lower case; the check ignores case.
 *
 * A module of its own, and an entry of its own, so that only the page that sets a password loads the list.
 */
const COMMON_PASSWORDS =
  "password 12345678 123456789 baseball football qwertyuiop 1234567890 superman 1qaz2wsx jennifer trustno1 " +
  "sunshine iloveyou computer michelle starwars princess 11111111 corvette 1234qwer internet samantha q1w2e3r4t5 " +
  "maverick whatever mercedes steelers qwer1234 hardcore q1w2e3r4 midnight bigdaddy victoria marlboro password1 " +
  "1q2w3e4r cocacola jordan23 asdfasdf danielle 12344321 jonathan liverpoo qwerty123 passw0rd abcd1234 slipknot " +
  "scorpion startrek asdfghjkl redskins qazwsxedc liverpool nicholas butthead dolphins qwertyui shithead metallic " +
  "mountain benjamin elephant rush2112 1q2w3e4r5t creative garfield bullshit asdfghjk 1qazxsw2 december airborne " +
  "brooklyn godzilla 4815162342 williams darkness blink182 platinum 01012011 11223344 lifehack 12qwaszx snowball " +
  "nintendo november pakistan explorer redwings 789456123 lasvegas guinness christin asdf1234 babygirl michigan " +
  "carolina alexande dickhead minecraft metallica kristina kimberly snickers paradise caroline 147258369 lacrosse " +
  "bollocks poohbear qweasdzxc einstein drowssap courtney spitfire patricia maryjane champion svetlana anderson " +
  "westside security zaq12wsx alexander 123456789a 1232323q scarface qwerty12 marshall veronica stargate " +
  "12345qwert semperfi brittany scotland cherokee simpsons michael1 vladimir franklin infinity passport bulldogs " +
  "1234554321 budlight usuckballz1 softball fktrcfylh kawasaki wildcats logitech swordfis motorola alexandr " +
  "patriots colorado juventus freeuser warcraft wolverin elizabet valentin mitchell password123 ncc1701d spiderma " +
  "hello123 virginia pearljam 123qweasd predator charlie1 panthers peekaboo rolltide american cardinal chevelle " +
  "fyfcnfcbz loverboy lovelove 123654789 changeme electric darkside hercules lawrence wolfpack letmein1 741852963 " +
  "spiderman blizzard cheyenne 123456789q cjkysirj 147852369 sterling basketball pussycat a1b2c3d4 freepass " +
  "airplane billybob stingray chocolat zeppelin firebird business greenday tarheels 01011980 hellfire engineer " +
  "serenity fireball 1029384756 remember darkstar mustang1 pavilion bobafett 01012000 dbrnjhbz harrison welcome1 " +
  "swimming defender precious icecream swordfish presario rockstar airforce thailand 21122112 bluebird goldfish " +
  "wrangler cadillac longhorn microsoft christia qazwsx123 assassin atlantis 123qweasdzxc lonewolf software " +
  "leonardo srinivas angelina valentina veronika babydoll wordpass butterfly devildog mistress freedom1 " +
  "soso123aljg montreal wolfgang 31415926 hotstuff basketba birthday stephani jessica1 testtest fuckyou2 kathleen " +
  "savannah shamrock deftones goldberg renegade hamilton cristina blahblah enterpri 1234abcd babylon5 sweetpea " +
  "trfnthbyf cavalier marathon aardvark butterfl bigboobs manchester yankees1 napoleon buckeyes 01011990 fredfred " +
  "highland 1qaz2wsx3edc diamonds campbell chandler drpepper elizabeth pornstar 12345678910 thuglife sherlock " +
  "morpheus wetpussy consumer adgjmptw barcelona sundance isabella overlord isabelle ultimate ncc1701e matthew1 " +
  "geronimo 123qwe123 aleksandr portugal superfly q1w2e3r4t5y6 florence wrinkle1 11235813 51505150 seminole " +
  "alejandr concrete access14 margaret christop letmein2 qazxswedc trombone pleasure rhbcnbyf christian cdtnkfyf " +
  "stallion mongoose kingkong bluemoon personal a1234567 fuckyou1 immortal 123454321 dietcoke anthony1 giovanni " +
  "hollywoo morrison 14789632 clifford bonehead fernando ghbdtnbr charlott 1123581321 ilovesex william1 hongkong " +
  "sebastia werewolf super123 cooldude eternity lollipop tottenha stocking anything columbia makaveli robinson " +
  "verbatim satan666 standard blackcat punkrock raistlin infantry qwerty12345 waterloo 01012010 seinfeld musicman " +
  "megadeth skywalke gn56gn56 squirrel wolverine qazwsxed stardust twilight intrepid vanhalen punisher 1234567a " +
  "showtime fuckfuck 111222333 skittles ekaterina hannibal thunder1 chelsea1 1q2w3e4r5t6y portland panasonic " +
  "sandiego penelope blackdog 1a2b3c4d californ playtime warriors gangster christine chargers mushroom dingdong " +
  "crusader stranger dkflbvbh anastasia slapshot guardian 147896325 septembe angelica scarlett 123321123 kittycat " +
  "munchkin rammstein 1passwor barcelon santiago blackman starcraft goodluck coltrane katerina fuck_inside " +
  "discover spanking shaney14 192837465 lonestar stonecol meridian heather1 25802580 richard1 alexandra zaq1xsw2 " +
  "beautiful lowrider tacobell 123698745 catalina halflife johnjohn kangaroo thompson socrates keyboard national " +
  "formula1 qwerasdf 12369874 penguins fuckface vacation ragnarok asshole1 mailcreated5240 lorraine dodgeram " +
  "sebastian colombia oblivion sithlord mustangs scoobydo bigballs zxcv1234 titleist richmond director magnolia " +
  "blueeyes mersedes 12312312 springer patrick1 martinez cowboys1 nuttertools 1122334455 gateway1 imperial " +
  "grateful peterpan kingston pa55word freckles margarita deadhead research mariners rootbeer aspirine frederic " +
  "children stephanie scooter1 11112222 creampie plymouth justdoit 1234567q lightnin caliente goodtime catherin " +
  "redalert brucelee porkchop aquarius raiders1 thankyou fletcher shopping a1s2d3f4 sapphire qwert123 " +
  "qazwsxedcrfv hastings blackjac 01012001 spectrum chevrole amsterdam diamond1 rosemary candyman beatrice " +
  "front242 atlantic labrador 123456qwerty syracuse southern commando clitoris 8j4ye3uz monopoly pineappl " +
  "lesbians gangbang spartans romashka 123456aa snuggles phoenix1 infiniti jeremiah 1234567890q cosworth " +
  "charlotte doberman qawsedrf brandon1 emmanuel webmaster viktoria porsche9 starbuck beefcake godsmack clarence " +
  "valhalla starfish sailboat achilles ncc1701a arsenal1 pa55w0rd frontier swingers terminator kentucky jackson1 " +
  "doughboy butthole phillies dannyboy nebraska qwertyuio pinkfloy maryland luckydog september oklahoma " +
  "qwerty123456 agent007 vfrcbvrf nathalie whocares vkontakte ihateyou dilligaf mandingo california technics " +
  "golfball 01011991 bunghole 15426378 hurrican stripper aberdeen rfnthbyf enterprise dthjybrf handsome excalibu " +
  "brothers keystone flamingo passwort lancelot melissa1 australia kamikaze designer pokemon1 somethin apollo13 " +
  "bearbear bradford deeznuts warhammer rangers1 blueblue meatball columbus manchest macdaddy michaela 123456789z " +
  "sentinel universe truelove eatpussy sexygirl billyboy military jamesbon microsof microlab pantyhos lifetime " +
  "01011985 gordon24 theodore function 73501505 passwor1 azsxdcfv 01011970 charlton bigmoney superstar fordf150 " +
  "terminal wildfire vladislav hollywood gretchen saratoga 321654987 01011981 greenbay trinidad chicken1 " +
  "rjirfrgbde meatloaf hyperion rightnow treasure 01011986 lisalisa chester1 jasmine1 maradona anaconda japanese " +
  "catherine woofwoof pass1234 poontang christopher albatros richards turkey50 kenworth happy123 dinosaur " +
  "holyshit lionking happyday chickens chocolate ericsson positive crazybab sherwood polniypizdec0211 fktrcfylhf " +
  "zxcasdqwe hardrock anhyeuem madeline february abc12345 samsung1 applepie skywalker gandalf1 davidson skorpion " +
  "hellyeah australi rockhard hedgehog 13243546 yosemite 1qa2ws3ed mikemike pooppoop america1 karolina starship " +
  "0.0.0.000 salvador greatone freeporn football1 78945612 francois packers1 robotech roadkill backdoor rastaman " +
  "alliance killbill cinnamon sojdlg123aljg 18436572 963852741 bangbang jeanette operator mechanic amsterda " +
  "pingpong rasputin marianne majestic passwords kingfish zxcvbnm1 gotohell wrestlin railroad lineage2 thursday " +
  "a123456789 peterson phillips nwo4life charles1 kcj9wx5n underdog r2d2c3po snoopdog broadway umbrella splinter " +
  "fuckthis chemical 123789456 jamesbond blackhaw passpass sinclair megapass translator magicman supersta " +
  "giuseppe caligula shannon1 meredith bullseye saturday kristine tunafish gfhjkm123 dkflbckfd p0015123 12131415 " +
  "crawford tazmania deepthroat dfktynbyf tommyboy chainsaw christina marino13 getmoney budweise qazwsx12 " +
  "brighton vfhufhbnf mamapapa penthous chrisbln snowboar undertaker flounder moneyman canadian viewsonic " +
  "downtown 01011989 qwerty1234 eastside sneakers golfgolf panasoni chicago1 thanatos ghjcnjnfr whitesox poseidon " +
  "johannes gargoyle intruder sunnyday ferrari1 solution madison1 newcastl goldstar buckshot 01011988 titanium " +
  "test1234 federico assholes superman1 sunflowe babyblue westwood apple123 boomboom florida1 motherlode " +
  "multiplelo callaway starfire paintbal winston1 123qwerty knickers lokomotiv panther1 thirteen rjycnfynby " +
  "avalanch philippe hotpussy 01011984 zerocool tomorrow godfather original 01011987 newyork1 idontknow vfvfgfgf " +
  "beerbeer 1x2zkg8w francesc syncmaster christie zxasqw12 paintball monalisa terrapin spongebob attitude " +
  "clevelan barefoot chuckles meathead 02071986 cfitymrf cambiami 12345678q 03082006 blessing aleksandra " +
  "gladiator southpark mazafaka pianoman casanova traveler hawkeyes clarinet deeznutz 10203040 meowmeow monster1 " +
  "triangle valencia 01011910 rhiannon crystal1 smeghead andromeda 12345679 cerberus james007 tiberius gabriell " +
  "salamander resident hayabusa together juliette 1q2w3e4r5 crjhgbjy nokia6300 rockford goldwing brewster " +
  "thegreat confused whiskers spaceman rebecca1 12qw34er gesperrt wrestling mohammed sersolution overkill " +
  "rhfcjnrf montgom240 bulldog1 something 12345qwe runescape lightning 14725836 19411945 hoosiers recovery " +
  "01011992 adrienne roadking illusion 01091989 medicine leavemealone megatron doghouse 12345678a mortgage " +
  "heineken fishing1 moonlight motherfucker 02071982 realmadrid balloons tinkerbell 135792468 babyface hardcock " +
  "01011975 blackbir bookworm godfathe seahawks talisman blackjack hawaiian alphabet beautifu 123456654321 " +
  "mortimer roadrunn password2 charlene christmas handyman digital1 tiffany1 01011993 dutchess 12301230 wareagle " +
  "valkyrie idontkno teddybea dragonball babybaby dolphin1 inuyasha stanford sullivan wishbone property gameover " +
  "fuckoff1 kittykat sinister 02021987 dragon12 friendly aa123456 geoffrey newpass6 katherine claymore 02011985 " +
  "bitchass sporting matthews checkers 01011977 02041986 gabriela 02081988 alexalex preacher gamecube 02051986 " +
  "armagedon playstation z1x2c3v4 02091987 12011987 rhtdtlrj blackout bcfields electron devil666 silverad " +
  "02021988 02031986 123456qw thunderb 02101985 ghostrider reynolds cannabis southpar jackson5 absolute lipstick " +
  "1234567890a laurence 02061985 02011987 mandarin baseball1 tottenham kleopatra dirtbike 1357924680 katherin " +
  "northern cameltoe bluefish 02021986 slippery 01011983 02091986 qweasd123 mollydog annabell starcraf ghblehjr " +
  "vasilisa scorpio1 illinois deadpool farscape sunflower hopeless carpedie asdfzxcv shepherd 02021984 gatorade " +
  "cameron1 borussia 01011982 flexible graphics fyutkbyf 123qq123 yfcntymrf 02081984 02081987 thedoors 7ugd5hip2j " +
  "pussyman elizaveta 02061986 strength webmaste augustus alejandro argentina corleone vampires 02031984 02021985 " +
  "21031988 987456321 babylove sergeant dragonba stonecold register buttercu 01020304 01011999 millions millwall " +
  "patience chrysler bullfrog a12345678 02011986 istanbul ashleigh 02081989 universal binladen shanghai porsche1 " +
  "gabriel1 jayhawks amateurs barbados nightmare knockers chevrolet cristian coolness 02041984 criminal hardware " +
  "bobdylan capslock 02061989 teddybear gfhjkmgfhjkm missouri carlitos coldbeer netscape andromed brigitte " +
  "yeahbaby eldorado eastwood monkey12 paranoid rainbow6 soulmate 9293709b13 microphone kakashka 02021983 " +
  "50spanks fgtkmcby 1234567891 brittney fastball creature just4fun smashing washington mephisto shitface " +
  "fountain specialk estrella 02031987 buddyboy 02041983 02051983 piramida 02021989 violetta spencer1 salasana " +
  "q2w3e4r5 heritage 11221122 browning 02041982 insomnia kissmyass budapest sexysexy pinkfloyd playboy1 sandwich " +
  "testpass gamecock maxwell1 magician wildcard magazine telephon 1234asdf 02081986 1a2s3d4f rochelle pringles " +
  "iverson3 02041987 02041988 vsjasnel12 darklord loveless radiohea 02011988 reckless jiggaman tiger123 classics " +
  "hooligan scrabble jellybea hawaii50 pharmacy abnormal concorde 01011979 02081985 qazwsxedc123 islander " +
  "02101984 jakejake 02011980 yjdsqgfhjkm kazantip strawberry maksimka wg8e3wjf 02021982 sweetnes master12 " +
  "andersen ferguson 123456qwe dynamite gertrude doomsday rhjrjlbk mariposa killer12 mazda626 excalibur marcello " +
  "buttfuck masamune 02071984 12365478 chestnut fullmoon pornporn michael2 02031985 inspiron forsaken snowboard " +
  "lollypop insanity creation 02061988 katarina moonbeam gonzalez senators pumpkins windsurf green123 reddevil " +
  "sheridan rjhjktdf killkill woodland vanguard aviation stanislav 02081982 02051982 yankees2 mobydick sausages " +
  "francesco anastasiya nevermind presiden faithful vfitymrf happiness robotics 02011984 temppass highheel " +
  "firewall polopolo 02031982 evolution drummer1 02061980 pussy123 pumpkin1 download fandango qwerty11 mypassword " +
  "earnhard angelika icehouse misfit99 christma zaqxswcde 02061987 02091983 01081989 zxcvbnm123 pineapple " +
  "harrypotter gorgeous 12051988 qwert12345 vikings1 spongebo broncos1 starstar radiohead viktoriya holidays " +
  "mckenzie reddwarf dodgers1 05051987 02071987 02101989 02041985 platypus password12 02071980 1z2x3c4v " +
  "abrakadabra marianna services 02101987 longjohn 134679852 01011900 alessandro honolulu nygiants 02091984 " +
  "windmill freebird slamdunk snowflak irishman 02091981 bergkamp training warrior1 playstat mudvayne dudedude " +
  "jackjack johndeer zildjian 02061983 02041981 02091980 22041987 josephin fishbone genesis1 bigblock jefferso " +
  "clippers chambers thisisit monkeybo death666 hounddog pallmall 02051988 angel123 02041979 webhompas monsters " +
  "02051987 02081977 05051985 02071988 comanche 15051981 26061987 whiteout roadster stefanie heinrich undertak " +
  "anastasi festival coolcool qwe123qwe 02031981 mazdarx7 choochoo 08031986 02051989 123456789s iloveyou2 " +
  "02051984 02061984 kisskiss cbr900rr lovelife chipmunk good123654 bluebell kjrjvjnbd fuckinside 10011986 " +
  "11051987 13041988 21031987 washingt tkbpfdtnf smirnoff pipeline james123 fishhead 06061986 konstantin freefree " +
  "summer99 newcastle krasotka 01031988 02091985 starligh wireless scoobydoo 02021979 koroleva michaels yogibear " +
  "redbaron testing1 02021981 nascar24 president 7894561230 highbury zachary1 02061982 username survivor wanderer " +
  "soccer12 fuckhead costello washburn catwoman lemonade bearcats solitude cocksuck 01011978 02011989 cricket1 " +
  "slowhand paradigm nostromo borabora arkansas terminat rainbow1 fantasia stephen1 02041989 underground johnson1 " +
  "peaches1 cnfybckfd ghbywtccf 02101986 11081989 12021988 13041987 14061991 20061988 21011989 22021989 24061986 " +
  "30051985 74108520 wildbill gilligan berkeley pool6123 armstron 01061990 tropical sundevil hurricane volkswag " +
  "01011960 02021976 zanzibar mustang6 trouble1 02071981 coventry gtnhjdbx 03041991 45m2do5bs nirvana1 sidekick " +
  "02031979 revolver jackass1 cleopatr jermaine gbhfvblf 02081983 marines1 18011987 23041987 everlast tinkerbe " +
  "bluesman customer 12qw12qw marjorie penguin1 tokiohotel straight nautilus highlander firefire 02071983 " +
  "longdong 07071987 threesom asdqwe123 02021973 01121986 ghjcnjgfhjkm 02011981 01071986 02091989 02071989 " +
  "nokia6233 ghbdtn123 asdfgh01 valentine 10031988 10071987 12121990 13031987 14111986 19061987 19101987 24011985 " +
  "25081988 28041987 123456123 matthias buddy123 private1 andyod22 complete fredrick fearless antelope marseille " +
  "pantera1 viewsoni 02081980 02021990 01091987 evangelion handball barselona zxcasdqwe123 sandrine sprinter " +
  "fyfnjkbq 01041985 02101988 palmtree sonyericsson 10011990 10051987 10101986 11061985 12121985 13061986 " +
  "14021985 17051988 20111986 22011988 25800852 28021992 question soccer10 carpente spartan1 pasadena coldplay " +
  "fairlane elcamino callisto tomahawk gladiato fantomas castillo honeybee yamahar1 02031989 wildwood 09051945 " +
  "david123 johngalt sweetness mcdonald buffalo1 02031980 01121988 02101981 cheshire superior 08121986 ministry " +
  "trinitro bismillah capricorn 04041991 vendetta 03041986 02101983 margarit bigpoppa success1 voyager1 iloveyou1 " +
  "01011995 11051990 16051987 16051989 17061988 20031987 20091991 21031990 22021986 25031987 25121987 27061988 " +
  "28011987 28021990 29011985 29051989 29071983 30041986 04041988 antonina hetfield cutiepie nonenone papillon " +
  "baritone stephane freefall vjqgfhjkm mischief foxylady dominion enforcer leedsutd f00tball remingto rfvfcenhf " +
  "02011983 derparol 02051980 05051989 08051990 02041980 01041988 01061986 cleopatra carnival 01011994 ghjuhfvvf " +
  "knuckles kayleigh 11121986 12031985 12031987 13121985 15011987 15051990 15101986 18061990 18091985 20051988 " +
  "20091988 21051991 21101986 22071986 30031988 31011987 02071978 harddick firefigh blowfish sexylady 08031985 " +
  "alexandre whiteboy cromwell minemine dontknow 02011982 wp2003wp lakeside 123456ru noname123 screamer calimero " +
  "02101979 02051985 dfktynby francisc swinging 02041974 cygnusx1 trucking 08081988 obsidian money123 02031988 " +
  "01031989 01011974 03031986 giovanna sasha_007 02051978 02071979 marijuana 02031977 02051976 kordell1 10101990 " +
  "13021990 14021986 15021985 16121987 17011987 21051988 22031984 22041988 23021986 24111989 25041988 25091987 " +
  "26031988 27081990 30041987 07091990 cassandr moonligh blueball bigbooty wrestler building fishfish paramedi " +
  "capricor 01031985 universa lalakers cherries eclipse1 darkangel whistler smackdow strawber facebook 02051981 " +
  "01021990 transfer clarissa p@ssw0rd argentin slimshady nokian73 chris123 johncena pictures suckmydick dogpound " +
  "02051973 02041975 10041986 10071988 11021985 13071984 14081985 15071987 17111985 18091986 19011989 19031985 " +
  "19283746 21011988 21011991 22061988 23031990 24111987 25011990 25091990 31031988 notebook prospect daylight " +
  "capetown cartman1 09021988 fortress 01091985 telephone eggplant fussball perfect1 hallo123 pufunga7782 " +
  "02041978 budweiser marseill goodgirl 02051972 liverpool1 05061990 university vincent1 01031984 02031983 " +
  "southpaw sylveste forever1 magellan captain1 taekwondo 10081989 11031988 11071988 12041986 12041988 12061988 " +
  "13011987 13011988 13051987 14011986 14021990 15011985 15041988 16051988 22021988 22071987 22091988 22121987 " +
  "23021989 23041986 23051985 25101988 30081984 sonyfuck sabrina1 02031978 goldfing 1234zxcv marcius2 pentagon " +
  "hotgirls cornwall mandrake bubbles1 earthlink 01071987 lakewood moonshin suburban challeng opendoor 01011976 " +
  "04041983 commande stanley1 jonathon 08081986 bubba123 02051977 navigator 02081976 hellokitty fkbyjxrf 02091988 " +
  "07071977 03021986 millenium 07071990 05071984 01041987 gateway2 camaross bluejays 10031987 10101985 10121987 " +
  "11061991 11121985 12071989 12081985 13061987 14101987 15071986 15071988 16021990 17061989 17101986 18021984 " +
  "18041986 18051988 18101987 19051987 19061990 19121989 20041986 20081991 20091986 20121989 21061986 22011986 " +
  "23051990 24031988 26031990 27041990 27061985 27071987 29061990 29071985 30041985 135798642 05071988 whatwhat " +
  "optimist 02071985 enternow admin1234";

let known: ReadonlySet<string> | undefined;

/** Whether a password is one of the most common ones (case ignored), which guessers try first. */
function isCommonPassword(password: string): boolean {
  known ??= new Set(COMMON_PASSWORDS.split(" "));
  return known.has(password.toLowerCase());
}

export { isCommonPassword };
