package compression_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/ollm/ollm/session"
)

// A skeptical review of stop 65's change (e3e1054..1ad5ec0: the reading of
// dev73/dev74's misses and the three reviews after it), on WHOLE
// conversations as people type them to a chat assistant over a project — a
// village show, a farm dispersal sale, a house move, a German christening,
// a Spanish first communion, a fellwalkers' weekend, a Spanish pig sale —
// each with standing instructions near the start, facts, updates of times,
// amounts, places and choices, open questions, small talk, and take-backs,
// every message answered "Ok." (held63e, with room for everything). What is
// asserted is what the final memory holds, as a careful note-taker would
// keep it. held63e, kindOf63e, lineOf, inForce64d, heldAs64d and
// takenBackWhole64e are reused from the package's older tests (all of them
// older than e3e1054); notInForce65d and updatedIn65d are this file's own.
//
// REGRESSION: fails on 1ad5ec0, passes on e3e1054.
// STILL MISSED: fails on both.
//
// The memory numbers every message, the replies too: the person's i-th
// message (from 0) is #(2i+1).

var show65d = []string{
	"Morning! I've been roped into running the Kirkby Overblow village show again this year, God help me. Keep your answers short please, I read them on my phone in the potting shed and the signal's rubbish.",   // #1
	"And no tables in your answers either, they come out as a jumble of lines on this phone. Right: show's on Saturday 23 August on the recreation ground, gates open at 10, judging starts at 11 sharp.",          // #3
	"We've got 64 classes this year, entry is 50p a class, or £1 for the children's ones because that includes a rosette. Margaret Dobson's doing the entries book, she's done it since 1987 bless her.",           // #5
	"Marquee's coming from Hodgson's of Wetherby again, £420 for the big one with sides. They put it up on the Friday afternoon and take it down Sunday morning, which suits us fine.",                             // #7
	"While I think on: give me the weights in pounds and ounces always, the veg men round here won't have grams, they'd riot. The heaviest marrow last year was 28lb 4oz, Jim Pearson's of course.",                // #9
	"Judges so far: Mrs Akroyd for baking, Dennis from the allotments for the veg, and the WI are sending someone for the preserves. What's bothering me: I still don't know who's judging the flowers this year.", // #11
	"The trestle tables are coming from the church hall, 30 of them, and we're using the tables with the class numbers painted on from the old cricket pavilion for the veg, they're sturdier.",                    // #13
	"Question I keep getting asked: do we need to bring our own plates for the jam and chutney classes? I honestly don't know what the rule was, Margaret will, but she's in Filey till Thursday.",                 // #15
	"Lovely morning here, had a walk round the ground with the dog and the grass is finally growing back after that drought. No idea what day it is, or how many coffees that's been.",                             // #17
	"Update from Hodgson's: the marquee's gone up to £460 now, something about diesel. Still cheaper than anybody else so we're sticking with them, I've told the treasurer.",                                      // #19
	"Still waiting on: the council to tell us whether we can use the school car park, the trophies back from the engraver in Harrogate, and a float for the tea tent.",                                             // #21
	"The vicar's asked if we'll move the judging to half eleven so he can do a blessing of the produce first, which is sweet of him, so judging's now at 11.30 instead of 11.",                                     // #23
	"I take back what I said about using the tables with the class numbers, the pavilion ones have got woodworm and Dennis won't put his leeks on them. We'll use the church hall ones for everything.",            // #25
	"Prize-giving was going to be in the marquee at 4 but we're moving it to the bandstand at half four, more room for the kids and the photographer from the Wetherby News.",                                      // #27
	"Raffle prizes so far: a hamper from Bettys, a voucher for the Crown, and a bottle of whisky off the Lions. Tickets £1 a strip. I'm still amazed Bettys said yes to be honest.",                                // #29
	"Scrap what I said about keeping it short, I'm on the laptop tonight with a glass of wine so you can go into proper detail about the judging rules and the points for the cup.",                                // #31
	"Entries close on Wednesday 20 August at 6pm, Margaret wants them in her letterbox or the village shop, no emails because she doesn't 'do' the email, bless her.",                                              // #33
	"Thanks love, that's been a big help, honestly. I'm off to shut the hens in and then bed. I'll be back tomorrow when I've heard from the council about the car park, fingers crossed.",                         // #35
}

var sale65d = []string{
	"Hullo. I'm helping my uncle Tam with the dispersal sale at Kirkconnel Mains, he's retiring at last after fifty year. Keep it short please, I'm reading this in the tractor cab between jobs.",       // #1
	"Give me the distances in miles always, I'm hopeless with kilometres and so's everyone coming to this sale. The sale's on Saturday 11 October, Harrison & Hetherington are doing the auctioneering.", // #3
	"We're selling 120 Blackface ewes, 40 gimmers, 6 tups and the whole machinery line, tractors, the old Ferguson, quad, the lot. Catalogue has to be with the auctioneer by Friday 26 September.",      // #5
	"Viewing starts at hauf six the night before, so Friday evening, and the sale proper at 11 on the Saturday, machinery first then the sheep after the dinner break.",                                  // #7
	"Catering's the Kirkconnel WRI, they'll do soup, stovies and home bakes, they want £300 up front and keep the takings. Hard to argue with stovies at a farm sale, folk expect them.",                 // #9
	"What's bothering me: I don't know who's going to do the car parking on the day, Tam says the young farmers will but nobody's actually asked them yet, and it's three weeks away.",                   // #11
	"Weather's been dreich all week, the low field's like a bog. Tam's dog had pups on Tuesday, six of them, in the boiler house of all places, so that's been a distraction.",                           // #13
	"Parking was going to be in the low field but after this week it's going in the stubble field by the road instead, it's firmer and closer to the sale ring.",                                         // #15
	"Update on the sheep: Tam's decided to put the ewe lambs in as well, so it's 135 ewes now, not 120. The auctioneer says that's fine but the catalogue needs redoing.",                                // #17
	"Question I keep getting asked: do we need to provide toilets ourselves or does the auction company bring them? I've had three phone calls about it this week alone.",                                // #19
	"Still waiting on: the vet to say whether the tups are clear for sale, the skip for the scrap metal, and the insurance papers from NFU Mutual. Tam's not even looked for the old policy.",            // #21
	"How far is it from Kirkconnel to the Lockerbie mart anyway, roughly? Some buyers will be coming from there and I want to put directions on the poster.",                                             // #23
	"No idea what day it is, or how many coffees that's been. I was up at five with the pups and then the feed lorry came at seven and I've not stopped since.",                                          // #25
	"The viewing's been moved, the auctioneer can't get there till later, so it's hauf seven on the Friday now, not hauf six. I'll need to change the posters, typical.",                                 // #27
	"Scrap what I said about the miles, my cousin from Lyon is doing the signs and he thinks in kilometres, so give me both from now on, miles first then kilometres in brackets.",                       // #29
	"The WRI have said £350 now, not £300, because the price of mince has gone daft. Tam grumbled but said fine, nobody's turning down the WRI's stovies at a sale.",                                     // #31
	"Tam's asked whether we should put the Ferguson in the sale at all or keep it for the family. What's bothering me is how much it'd actually fetch, nobody seems to know.",                            // #33
	"Right, that's me for tonight, the pups are squeaking and Tam wants his tea. Thanks for all the help, I'll be back in the morning with the catalogue and the new poster.",                            // #35
}

var move65d = []string{
	"Hi! We're moving from Leeds to Harrogate next month and my head's a shed. Please keep your answers short and no bullet points, I'm reading everything on my phone between work calls.",                       // #1
	"Oh, and no tables in your answers either, they come out as gibberish on my phone. Moving day is Friday 12 September, completion's at noon, keys from Verity Frearson on Parliament Street.",                  // #3
	"We're going to 7 Cold Bath Road, a terrace with a cellar the kids already think is haunted. Removal firm's Bartletts, quote was £1,450 for a two-day pack and move, they'll do the piano too, ref BRT-3318.", // #5
	"We're giving everything in the loft to the charity shop on Headingley Lane, I can't face sorting it, there's prams and cots and about fifteen boxes of Christmas stuff.",                                     // #7
	"We're keeping Nana's two little side tables and the old pine kitchen table, they've been in the family forever and my husband would never forgive me if they went to the tip.",                               // #9
	"Question I keep getting asked: do we need to tell the council ourselves about the council tax or does the solicitor do it? My mum, my sister and the man next door have all asked.",                          // #11
	"Broadband at the new place will be with Zen, they say live on Tuesday 16 September. That's four days of no internet which the teenager considers a human rights violation.",                                  // #13
	"What's bothering me: I don't know where the stopcock is at the new house, the survey didn't say and the seller's gone to Spain for a month, helpfully.",                                                      // #15
	"Raining here again, obviously. The cat's taken up residence in an empty box and refuses to move, so I guess he's coming to Harrogate in that, like a little king.",                                           // #17
	"Bartletts rang, the quote's gone up to £1,600 because of the piano stairs at the new place, there's a turn in them. Annoying but they're the only ones who'd do it.",                                         // #19
	"Scrap what I said about giving everything to the charity shop, my sister wants the cot and the Christmas stuff for her lot, so it's only the prams going now.",                                               // #21
	"While I think on: give me the distances in miles always, my husband's sat nav is set to miles and it drives him mad when I quote kilometres at him in the car.",                                              // #23
	"Completion's moved, the buyers' mortgage offer was late, so it's Monday 15 September now, not the Friday. Bartletts have said Monday's fine for them thankfully.",                                            // #25
	"Still waiting on: the solicitor to tell us whether the boiler certificate's been sent over, the new school's uniform list, and the parking permit from Harrogate council.",                                   // #27
	"I take back what I said about keeping the tables, the pine one won't go down the cellar steps and the side tables are too wobbly to move. Nana's chairs are coming though.",                                  // #29
	"No idea what day it is, or how many boxes I've packed. The kitchen's done though, we're living on toast and takeaway until Monday and the kids think it's brilliant.",                                        // #31
	"We've booked the Premier Inn on Park Parade for the Sunday night, £89, because the beds go on the van first thing Monday. The cat is not going to enjoy the Premier Inn.",                                    // #33
	"The kids' new school is Western Primary, they start on Wednesday 17 September, two days after the move, which is either brave or daft, my mum says daft.",                                                    // #35
	"Thanks, that's a weight off, honestly, I feel like I can breathe again. I'll report back after we've seen the new house on Thursday, if the cat lets me out of the door.",                                    // #37
}

var taufe65d = []string{
	"Hallo! Ich plane die Taufe von unserer kleinen Emma und bin ehrlich gesagt etwas überfordert. Bitte antworte kurz und ohne Listen, ich lese das alles abends am Handy, wenn sie endlich schläft.", // #1
	"Die Taufe ist am Sonntag, 14. September, um 11 Uhr in der St.-Martins-Kirche in Freiburg-Herdern. Pfarrer Weber macht das, der hat schon meinen Mann getauft, das ist ganz nett.",                 // #3
	"Danach feiern wir im Gasthaus Sonne in Herdern, für 45 Gäste, Menü für 38 Euro pro Person, Kinder unter 6 essen umsonst. Die Wirtin heißt Frau Bühler und ist sehr geduldig mit mir.",             // #5
	"Paten sind meine Schwester Lena und der beste Freund von Jonas, Matthias. Lena kommt aus Hamburg angereist, Matthias wohnt zum Glück um die Ecke, der kann notfalls auch was abholen.",            // #7
	"Die Gästelisten liegen noch im Gemeindehaus, weil wir die beim Taufgespräch dort ausgefüllt haben. Die Listen aus dem Gemeindehaus brauche ich aber für die Tischordnung.",                        // #9
	"Was mich noch umtreibt: wer die Taufkerze besorgt, meine Mutter wollte eine gestalten lassen, aber Lena meinte, das machen traditionell die Paten. Ich will da keinen Streit.",                    // #11
	"Heute war ein Tag, Emma hat den ganzen Nachmittag gezahnt und ich hab keine Minute gesessen. Keine Ahnung, welcher Tag heute ist, oder wie viele Kaffees das waren.",                              // #13
	"Die Sonne hat angerufen: das Menü kostet jetzt 42 Euro pro Person, nicht mehr 38, wegen der Preise beim Großhandel. Ist halt so, wir bleiben trotzdem dort.",                                      // #15
	"Vergiss, was ich über die Listen aus dem Gemeindehaus gesagt habe, Pfarrer Weber hat sie mir heute nach der Messe mitgegeben, die liegen jetzt bei uns auf dem Küchentisch.",                      // #17
	"Die Frage, die mir alle stellen: brauchen wir für die Kinder in der Kirche eine eigene Ecke mit Spielsachen? Ich weiß es ehrlich gesagt nicht, bei uns früher gab's so was nicht.",                // #19
	"Fotograf ist Herr Kaiser aus Zähringen, 350 Euro für Kirche und die erste Stunde im Gasthaus. Er war auch auf unserer Hochzeit, die Bilder waren wunderschön.",                                    // #21
	"Kleine Änderung: die Taufe ist jetzt um halb zwölf, nicht um 11, weil vorher noch ein Gottesdienst ist. Pfarrer Weber hat sich tausendmal entschuldigt.",                                          // #23
	"Was noch aussteht: die Zusage von Tante Gisela, der Kuchen von der Bäckerei Lay und die Bestätigung vom Fotografen. Tante Gisela lässt sich immer ewig Zeit, das kennen wir schon.",               // #25
	"Vergiss, was ich über kurze Antworten gesagt habe, ich sitze jetzt am Laptop und hab endlich mal Zeit, du kannst ruhig ausführlich schreiben, der Tee ist auch schon fertig.",                     // #27
	"Es kommen jetzt doch 52 Gäste statt 45, die Familie von Jonas hat sich vermehrt, zwei Cousins mit Partnern und Kindern. Frau Bühler sagt, das geht noch.",                                         // #29
	"Danke dir, du bist eine große Hilfe, ehrlich. Ich melde mich wieder, wenn Tante Gisela sich endlich gemeldet hat und der Kuchen bestellt ist. Jetzt erst mal Tee und Sofa.",                       // #31
}

var comunion65d = []string{
	"¡Hola! Estoy organizando la primera comunión de mi hijo Álvaro y voy loca. Contéstame corto y sin emojis, por favor, que lo leo todo en el móvil en el descanso del trabajo.",    // #1
	"Los precios dámelos siempre en euros, que mi suegra todavía habla en pesetas y me lía. La comunión es el sábado 17 de mayo a las 12 en la parroquia de San Gil, en la Macarena.", // #3
	"El convite es en el restaurante Los Gallos, en Triana, menú de 55 euros por adulto y 25 los niños. Vamos a ser unos treinta y cinco adultos y doce niños, más o menos.",          // #5
	"El traje de marinero lo tenemos ya, era de mi hermano, solo hay que meterle el bajo. Mi madre dice que ella se encarga, que para eso cose mejor que nadie en la familia.",        // #7
	"Lo que me preocupa: no sé quién va a llevar a los abuelos desde Dos Hermanas, que mi padre ya no conduce y mi cuñado trabaja ese sábado, como siempre.",                          // #9
	"Qué calor hace ya en Sevilla, y eso que estamos en marzo, no quiero ni pensar cómo será en mayo con el traje. No sé ni qué día es hoy, ni cuántos cafés llevo.",                  // #11
	"Los recordatorios los hace una chica de Instagram, 1,20 euros cada uno, pedimos 60. Tardan tres semanas, así que hay que encargarlos antes del 20 de abril.",                     // #13
	"Cambio: en Los Gallos el menú ha subido a 58 euros por adulto, dicen que por la subida del pescado. Mi marido dice que nos quedamos igual, que ya está la señal dada.",           // #15
	"La tarta la hace la pastelería Ochoa, de tres pisos, con un cáliz de fondant arriba, 180 euros. A Álvaro le da igual el cáliz, él quería una de Pokémon, claro.",                 // #17
	"Pregunta que me hacen todos: ¿hay que llevar regalo a la iglesia o se da en el restaurante? No tengo ni idea de cómo se hace ahora, en mis tiempos era todo más sencillo.",       // #19
	"Al final no somos treinta y cinco adultos, somos cuarenta y dos, que se ha apuntado toda la familia de Huelva. Ya he avisado al restaurante y no han puesto pegas.",              // #21
	"Retiro lo que dije de los emojis, mi hija me ha puesto el móvil nuevo y ahora se ven bien, así que usa los que quieras, que a mí me hacen mucha gracia.",                         // #23
	"Todavía estoy esperando: al párroco para que me diga si se pueden hacer fotos dentro de la iglesia, la confirmación del fotógrafo y el presupuesto del animador para los niños.", // #25
	"El párroco ha cambiado la hora: la comunión es a las 11 y media, no a las 12, porque hay otra tanda de niños después. Habrá que avisar a todos otra vez, qué pereza.",            // #27
	"Para los niños queremos un castillo hinchable en el jardín del restaurante, 150 euros la tarde. Los Gallos dice que sin problema si lo monta una empresa con seguro.",            // #29
	"Gracias, guapa, me has quitado un peso de encima, de verdad. Mañana te cuento lo del fotógrafo, que ha quedado en llamarme por la tarde después de una boda.",                    // #31
}

var trip65d = []string{
	"Evening! I'm organising the Kendal Fellwalkers' autumn weekend in Keswick. Keep it brief please, I'm doing this on the bus home, and give me the distances in miles always, our lot don't do kilometres.", // #1
	"Trip's Friday 10 to Sunday 12 October. We're staying at the Keswick youth hostel, 24 beds booked, £32 a night each, deposit of £200 paid already by the treasurer, Mary Holt.",                            // #3
	"Coach is from Stainton's, £540 return, leaving Kendal bus station at half five on the Friday. The driver's called Phil and he's done our trips since about 2015.",                                         // #5
	"Saturday walk is Catbells and round Derwentwater, Sunday is Skiddaw for the keen ones and a lake cruise for the rest. Mary's worried about the forecast but she always is.",                               // #7
	"Question I keep getting asked: do we need to bring our own sheets and towels for the hostel? I've checked their website twice and it still isn't clear.",                                                  // #9
	"While I think on: no bullet points in your answers please, I copy them into the club newsletter and the formatting goes all over the shop when I paste them in.",                                          // #11
	"What's bothering me: I still don't know who's leading the Skiddaw walk, Dave did it back at the jubilee trip but his knee's been bad since the spring.",                                                   // #13
	"Stainton's have rung, the coach is now £585, not £540, new driver hours rules apparently. Phil's still driving though, which is the main thing, he knows the Keswick road.",                               // #15
	"Got soaked walking the dog tonight, honestly, the rain came sideways off the fell. No idea what day it is, or how many cups of tea that's been, I've had about four since I got in.",                      // #17
	"Departure's moved: the coach will leave Kendal at 6 on the Friday, not half five, so folk can get there from work. Phil's fine with it, he says the roads are quieter anyway.",                            // #19
	"Still waiting on: the hostel to say whether we can have the lounge on Saturday night for the quiz, and three people's money. Same three as last year, naturally.",                                         // #21
	"Numbers are up, we're 27 now, so the hostel's found us three more beds in the annexe. Same price, £32 a night, which is decent of them for a Saturday in October.",                                        // #23
	"I take back what I said about the bullet points, Sue's doing the newsletter now and she says lists are easier for her to copy, so use them when it helps.",                                                // #25
	"For the Saturday night meal we're booked at the Dog and Gun at 7.30, they've got a back room for 30 and do a set menu at £22 a head, goulash or the pie.",                                                 // #27
	"How far is Catbells from the hostel, roughly? Some of the older members want to know if they'll need the launch across the lake or whether they can walk it from town.",                                   // #29
	"Cheers, that's grand. I'll be back when Sue's sent me the newsletter draft, she's promised it by Sunday but Sue's Sundays have a way of turning into Wednesdays.",                                         // #31
}

var cochinos65d = []string{
	"Buenas, soy Tere, de Ciudad Rodrigo. Este año vendemos los cochinos de la montanera de mi tío y me ha tocado a mí organizarlo todo. Contéstame breve, que escribo desde el campo.", // #1
	"Una cosa: los pesos dámelos siempre en arrobas y en kilos, que aquí los tratantes hablan en arrobas y yo me hago un lío. Y los precios en euros, claro.",                           // #3
	"La montanera empieza el 15 de octubre en la dehesa de mi tío, al lado de Saelices. Este año caben treinta y cinco de bellota, no cuarenta, que ha salido menos bellota.",           // #5
	"Los otros cinco irán de cebo de campo, con pienso. El tratante es Marcelino, de Guijuelo, el de siempre, que paga bien y a tiempo, que no es poco con lo que se ve por ahí.",       // #7
	"Lo que me preocupa: no sé quién va a hacer el pesaje en la báscula de la cooperativa, que el encargado se jubila en septiembre y no han dicho quién le sustituye.",                 // #9
	"Hoy ha llovido por fin, una tarde entera, y la dehesa lo agradece, los charcos parecen lagunas de verdad. No sé ni qué día es hoy, ni cuántos cafés llevo.",                        // #11
	"Marcelino paga a 3,10 euros el kilo de bellota este año, y a 2,40 el de cebo. Dice que el precio está flojo por la peste en Cataluña, pero mi tío no se lo cree del todo.",         // #13
	"Cambio de planes: el tío dice que la montanera empieza el 20 de octubre, no el 15, que quiere que caiga más bellota antes de meterlos en la dehesa grande.",                        // #15
	"Pregunta que me hacen siempre: ¿hay que llevar los papeles de la guía a la cooperativa o los manda el veterinario? Nadie se aclara, ni en la cooperativa.",                         // #17
	"Todavía estoy esperando: al veterinario para que me diga si hay que sanear antes de la montanera, y el seguro del remolque, que lo tiene mi primo en un cajón.",                    // #19
	"Al final Marcelino ha subido a 3,25 el kilo de bellota, porque los de Jabugo le han apretado. Mi tío está contentísimo, imagínate, ya está haciendo cuentas.",                      // #21
	"Mi primo Julián trae su remolque grande para llevarlos al matadero, caben doce por viaje, así que serán tres viajes. Julián dice que con dos basta, pero no me fío.",               // #23
	"Retiro lo que dije de las arrobas, Marcelino ya habla en kilos como todo el mundo, así que los pesos dámelos solo en kilos, que es más fácil para todos.",                          // #25
	"La matanza para casa será el sábado 13 de diciembre, uno de los de cebo, con la familia en el cortijo. Mi prima Encarna trae la morcilla de su madre, que es la mejor.",            // #27
	"Gracias, de verdad, me has ayudado muchísimo. Te cuento cuando sepa lo del veterinario, que ha quedado en pasarse por la dehesa el jueves por la mañana.",                          // #29
}

// notInForce65d fails when the line of #n holding word is in the memory
// unmarked and held as an instruction: one the person has taken back still
// in force.
func notInForce65d(t *testing.T, memory string, ledger []session.LedgerEntry, n int, what, word string) {
	t.Helper()
	line := lineOf(memory, n, word)
	if line != "" && !strings.Contains(line, "updated in #") && kindOf63e(ledger, n, word) == session.LedgerRule {
		t.Errorf("%s: #%d (%q) is still held as an instruction in force, unmarked: %q\n%s", what, n, word, line, memory)
	}
}

// updatedIn65d fails unless the line of #n holding words is in the memory
// marked "(updated in #by)" or "(partly updated in #by)".
func updatedIn65d(t *testing.T, memory string, n, by int, what string, words ...string) {
	t.Helper()
	line := lineOf(memory, n, words...)
	if line == "" {
		t.Errorf("%s: #%d %v is lost from the memory:\n%s", what, n, words, memory)
	} else if !strings.Contains(line, "updated in #"+strconv.Itoa(by)+")") {
		t.Errorf("%s: #%d %v is not marked updated in #%d: %q\n%s", what, n, words, by, line, memory)
	}
}

// 1. REGRESSION. The village show's second instruction, "And no tables in
// your answers either, they come out as a jumble of lines on this phone"
// (#3), is deleted from the memory by a change of plan for the show's
// tables: "I take back what I said about using the tables with the class
// numbers, the pavilion ones have got woodworm …" (#25), said of the
// painted tables from the cricket pavilion the person named in #13.
// answersKept (3dec3b0) reads "using the tables" as how the answers look,
// and lookOfAThing (ead853e, 1ad5ec0) lets a physical table off only when
// a word of whose or where (from, for, of, at, off, in, on) or an article
// follows it — not "with". The take-back is even sent as a standing
// instruction (#25 held as a rule). The person, reading on a phone in the
// potting shed, gets tables again. e3e1054 kept #3 in force.
func TestSkeptic65dShowTablesWithTheClassNumbersKeepNoTables(t *testing.T) {
	got, _ := held63e(t, show65d...)
	inForce64d(t, got, 3, "no tables in the answers (village show)", "no tables")
}

// 2. REGRESSION. "Give me the distances in miles always" (#3, the farm
// sale) is now read as a standing instruction (givenInUnits: the "always"
// after the unit, read at stop 65), but "Scrap what I said about the
// miles, my cousin from Lyon is doing the signs and he thinks in
// kilometres, so give me both from now on, miles first then kilometres in
// brackets" (#29) takes nothing back: "scrap what I said" (3dec3b0) counts only before a look or
// a length (takesBackAnswering), "the miles" is neither, and "scrap what"
// is no revocation. The final memory orders the model to give miles alone,
// unmarked, and sends the person's "give me both" as a plain note: the
// cousin's signs get no kilometres. e3e1054 held no instruction at all
// (it dropped #3's first sentence — its own loss until #29 — and kept #29
// as the note it is).
func TestSkeptic65dSaleScrapTheMilesLeavesNoMilesAlwaysInForce(t *testing.T) {
	got, ledger := held63e(t, sale65d...)
	notInForce65d(t, got, ledger, 3, "miles always, after 'Scrap what I said about the miles'", "miles always")
}

// 3. REGRESSION. The house move: "I take back what I said about keeping the
// tables, the pine one won't go down the cellar steps and the side tables
// are too wobbly to move" (#29) is about Nana's side tables and the pine
// kitchen table of #9 — but answersKept reads "keeping the tables" as how
// the answers look (a look after "the", nothing after it that lookOfAThing
// knows), the take-back is held as an instruction, and it deletes "Oh, and
// no tables in your answers either, they come out as gibberish on my
// phone" (#3). (It marks #1, "keep your answers short and no bullet
// points", updated in #29 too; see test 7 for why #1 is wrong on e3e1054
// as well.) The person reading between work calls gets tables again.
// e3e1054 kept #3 in force.
func TestSkeptic65dMoveKeepingTheTablesKeepsNoTables(t *testing.T) {
	got, _ := held63e(t, move65d...)
	inForce64d(t, got, 3, "no tables in the answers (house move)", "no tables")
}

// 4. REGRESSION. The German christening: "Vergiss, was ich über die Listen
// aus dem Gemeindehaus gesagt habe, Pfarrer Weber hat sie mir heute …
// mitgegeben, die liegen jetzt bei uns auf dem Küchentisch" (#17) is about
// the guest lists left at the parish hall (#9). The new German "über die
// …" case of takesBackAnswering (3dec3b0) lets a list off only before
// für/von/vom/zum/der/… or im/am/auf (lookOfAThing) — not "aus": the
// take-back is held as an instruction and deletes the whole first
// instruction, "Bitte antworte kurz und ohne Listen" (#1), and
// #9 ("Die Gästelisten liegen noch im Gemeindehaus") is no longer marked
// updated: the memory says the lists are still at the parish hall, and the
// model is free to answer in lists, and at length, to the mother reading
// on her phone at night. (#27 later takes back only "kurz".) e3e1054 kept
// #1 in force and marked #9 "(updated in #17)".
func TestSkeptic65dTaufeListenAusDemGemeindehausKeepOhneListen(t *testing.T) {
	got, _ := held63e(t, taufe65d...)
	if line := lineOf(got, 1, "ohne Listen"); line == "" || strings.Contains(line, "(updated in") {
		t.Errorf("\"ohne Listen\" (#1) is lost or marked updated whole, though only \"kurz\" was taken back (#27): %q\n%s", line, got)
	}
	updatedIn65d(t, got, 9, 17, "where the guest lists are", "Gästelisten", "Gemeindehaus")
}

// 5. REGRESSION. The Spanish pig sale: "Una cosa: los pesos dámelos siempre
// en arrobas y en kilos" (#3) is now a standing instruction (givenAfter,
// 3dec3b0), but "Retiro lo que dije de las arrobas, Marcelino ya habla en
// kilos como todo el mundo, así que los pesos dámelos solo en kilos" (#25)
// takes nothing back ("de las arrobas" is no look, and the line is not
// read as a new order on weights either). The final memory orders the
// model to give every weight in arrobas, unmarked, after Tere asked for
// kilos only.
// e3e1054 held #3 as a note, never an order.
func TestSkeptic65dCochinosRetiroLasArrobasLeavesNoArrobasInForce(t *testing.T) {
	got, ledger := held63e(t, cochinos65d...)
	notInForce65d(t, got, ledger, 3, "weights in arrobas, after 'Retiro lo que dije de las arrobas'", "arrobas")
}

// 6. STILL MISSED. "I take back what I said about the bullet points, Sue's
// doing the newsletter now and she says lists are easier for her to copy,
// so use them when it helps" (#25) takes nothing back: takesBackAnswering
// reads "about bullet points" and "about no bullet points", but with
// "the" before the look (as people mostly say it) it falls to no case.
// "While I think on: no bullet points in your answers please" (#11) stays
// in force, unmarked, and the club newsletter gets no lists. (After
// "Keep it short please, and no bullet points" the same sentence, or
// "Scrap what I said about the bullet points, …", does the same.)
func TestSkeptic65dTripAboutTheBulletPointsTakesThemBack(t *testing.T) {
	got, _ := held63e(t, trip65d...)
	takenBackWhole64e(t, got, 11, "I take back what I said about the bullet points (#25)", "bullet points")
}

// 7. STILL MISSED. "Oh, and no tables in your answers either, …" (#3 of the
// house move; the village show's #3 does the same on e3e1054) marks the first
// instruction, "Please keep your answers short and no bullet points" (#1),
// "(updated in #3)" on both commits: the ban with "either" is read as
// replacing the line, not adding to it, so the model is told short answers
// and no bullet points no longer hold, from the second message on.
// On 1ad5ec0 the tables take-back of #29 marks #1 again (test 3).
func TestSkeptic65dMoveNoTablesEitherKeepsShortAndNoBulletPoints(t *testing.T) {
	got, _ := held63e(t, move65d...)
	inForce64d(t, got, 1, "keep answers short and no bullet points (house move)", "short", "bullet points")
}

// Left as notes at stop 65: 8. "Todavía estoy esperando: al párroco para que
// me diga si …" is held as a fact (the Spanish of "Still waiting on: the
// vicar to say whether …", which is read), and "la comunión es a las 11 y
// media, no a las 12" leaves the 12 o'clock line unmarked. 9. "What's
// bothering me is how much it'd actually fetch, nobody seems to know" is lost
// with room for all.
