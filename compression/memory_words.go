package compression

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Word lists that help the memory read English, German and Spanish (and tell
// other common languages from noise). They are a help, never the signal: what
// makes a line worth keeping is what it names — digits, codes, names, quotes,
// words rare in the conversation — which does not depend on a language
// (docs/compression.md). The lists are read-only tables, built once.

// common are the function words and the everyday words of the languages people
// write to local models most: a word in it says nothing specific on its own.
var common = wordSet(
	// English
	`god gott dios
	a an the and or but if then so as at by for from in into of on onto to with without about above
	after again against all also am any are aren't around back be because been before being below
	between both can can't cannot could did didn't do does doesn't doing don't down during each even
	ever every few further get gets getting got had has have having he her here hers herself him
	himself his how however i i'd i'll i'm i've is isn't it it's its itself just let let's like
	little lot lots made make makes many may me might more most much must my myself need needs no nor
	not now off once only other others our ours out over own really same say says said see seen she
	should since some something still such sure take than that that's their them themselves there
	these they they're thing things think this those though through too under until up upon us very
	want wants was wasn't way we we'll we're we've well went were what what's when where which while
	who whom whose why will won't would yes yet you you'd you'll you're you've your yours yourself
	okay ok hi hello hey please maybe anyway actually quite good great nice bad long short right big
	small bit kind sort stuff people guess feel felt know knew hope mean means mind wait tell told
	ask asked talk talked look looking going go goes gone come came keep kept give gave find found
	work working worked already almost enough probably honestly sorry fine done able else everything
	nothing anything someone anyone everyone whole part lol haha yeah yep nope thanks thank cheers
	day days week weeks month months year years time times today tomorrow yesterday morning
	afternoon evening night tonight moment while minute soon later earlier ago next last new old
	first one two three once twice always never often sometimes usually again really pretty just
	note notes noted thought thoughts question questions answer idea ideas problem problems message
	messages point points reason way ways case fact place home back lot mostly basically literally
	definitely totally seriously course though although whether either neither anyway otherwise
	instead perhaps quick quickly bit couple several much many few real true false sure happy glad
	busy tired hard easy better best worse worst same different another thing things stuff life`,
	// German
	`der die das den dem des ein eine einen einem einer eines und oder aber wenn dann so als wie bei
	beim für von vom in im ins an am auf aus mit nach zu zum zur über unter vor hinter neben zwischen
	durch gegen ohne um bis seit ich du er sie es wir ihr mich mir dich dir uns euch sich mein meine
	meinen meinem meiner meins dein deine deinen deinem deiner sein seine seinen seinem seiner ihre
	ihren ihrem ihrer unser unsere unseren unserem euer eure ist sind war waren bin bist gewesen hat
	haben hatte hatten habe hast wird werden wurde wurden würde würden kann können konnte könnte muss
	müssen musste soll sollen sollte will wollen wollte mag möchte möchten nicht kein keine keinen
	keinem auch noch schon nur sehr mal doch ja nein mehr viel viele wenig etwas nichts alles alle
	jeder jede jedes dies diese dieser dieses diesen was wer wo wann warum wieso weshalb welche
	welcher welches hier da dort heute morgen gestern jetzt immer nie oft wieder dass weil ob also
	eigentlich einfach gut schlecht groß klein neu neue neuen alt lang kurz danke bitte hallo servus moin grüß gott gruß grüße okay
	genau vielleicht wirklich ganz gar eben halt sowieso irgendwie woche wochen tag tage tagen zeit
	sache sachen dinge leute mal moment frage fragen problem idee nachricht arbeit ende anfang
	beispiel grund teil seite punkt thema fall art weise gerade trotzdem übrigens jedenfalls denn
	sonst selbst selber damit dabei dafür davon dazu darauf daran darüber hat's gibt gab geht ging
	machen macht gemacht sagen sagt gesagt finde finden denke glaube weiß wissen kommt kommen gehen
	lassen lass bleibt bleiben sehen sieht tun tut hoffe hoffentlich leider gerne gern zusammen
	erst erste ersten zweite letzte letzten nächste nächsten heute abend früh spät später bald
	hause ruhe humor zukunft sicherheit laufe ordnung hand kopf gefahr eile recht ahnung sorge sorgen lust spaß`,
	// Spanish
	`el la los las un una unos unas y e o u pero si entonces como que de del al a en con sin por para
	sobre entre hasta desde hacia según yo tú él ella ello nosotros nosotras vosotros ellos ellas me
	te se nos os le les lo mi mis tu tus su sus nuestro nuestra nuestros vuestro es son era eran fue
	fueron ser estar está están estaba estaban estoy estás estamos hay había he has ha hemos han
	tengo tiene tienen tenía tenemos puedo puede pueden podría podemos quiero quiere queremos debe
	debo no sí si también ya muy más menos mucho mucha muchos muchas poco poca algo nada todo toda
	todos todas cada este esta estos estas ese esa esos esas eso esto aquí allí ahí hoy mañana ayer
	ahora siempre nunca otra otro otros otras vez veces cuando donde qué quién cómo cuándo dónde
	porque pues bueno buena bien mal gracias hola vale oye perdón semana semanas día días tiempo
	cosa cosas gente momento pregunta problema idea mensaje trabajo parte caso forma manera verdad
	claro creo creo que sé saber hacer hace hecho decir dice dicho voy vas va vamos van ir tener
	poner dar ver veo mira mirar quedar queda pasa pasar tal tan tanto tanta luego después antes
	mientras aunque sino ni cual cuál cuales igual mismo misma solo sólo casi bastante demasiado
	nuevo nueva viejo grande pequeño primero primera último última próximo próxima tarde noche`,
	// French, Italian, Portuguese: only so that a reply in them reads as
	// language.
	`le les une des et ou mais du au aux avec pour sur dans par je il elle nous vous ils elles est
	sont être avoir ont pas ne ce cette ces qui mon ma mes ton ta ses notre votre leur très bien
	il lo gli uno di da con per tra fra io lui lei noi voi loro è sono essere avere non che chi
	questo questa quello quella molto anche come più os um uma ou em com eu ele nós eles são ter tem
	não quem isso isto muito também mais como`,
)

// valueWords say when, how many or how much on their own: number words,
// months, weekdays, times of day.
var valueWords = wordSet(
	`zero two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
	sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred
	thousand million dozen half quarter twice triple double third fourth fifth sixth seventh eighth
	ninth tenth eleventh twelfth twentieth thirtieth
	january february march april june july august september october november december jan feb mar
	apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday
	noon midnight o'clock
	zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn fünfzehn zwanzig dreißig
	vierzig fünfzig sechzig siebzig achtzig neunzig vierzehn sechzehn siebzehn achtzehn neunzehn
	hundert tausend halb halbe halben dutzend viertel januar februar märz mai juni
	juli oktober dezember montag dienstag mittwoch donnerstag freitag samstag sonntag uhr mittag
	mitternacht
	dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis veinte
	treinta cuarenta cincuenta sesenta setenta ochenta noventa diecisiete dieciocho diecinueve
	doscientos doscientas trescientos trescientas cuatrocientos cuatrocientas quinientos quinientas
	seiscientos seiscientas setecientos setecientas ochocientos ochocientas novecientos novecientas
	cien ciento mil media docena cuarto enero febrero marzo abril mayo
	junio julio agosto septiembre setiembre octubre noviembre diciembre lunes martes miércoles jueves
	viernes sábado domingo mediodía medianoche
	veintiuno veintiuna veintiún veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete
	veintiocho veintinueve`,
	compounds("-", "twenty thirty forty fifty sixty seventy eighty ninety", "one two three four five six seven eight nine", false),
	compounds("und", "zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig", "ein zwei drei vier fünf sechs sieben acht neun", true),
	// "zweihundert Kisten", "dreitausend Euro" (a part read at stop 62).
	compounds("", "hundert tausend", "ein zwei drei vier fünf sechs sieben acht neun", true),
	// "zweihundertfünfzig Stühle", "dreihundertzwölf" (a review of stop 62).
	compounds("", germanBelowHundred(), "hundert einhundert zweihundert dreihundert vierhundert fünfhundert sechshundert siebenhundert achthundert neunhundert", true),
)

// compounds writes the number words of tens and units joined: "thirty-six"
// (the tens first), "sechsunddreißig" (the units first).
// germanBelowHundred are the German numbers from one to ninety-nine in
// words, as they end a larger one ("…hunderteins", "…hundertfünfzig").
func germanBelowHundred() string {
	ones := "eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn "
	tens := "zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig"
	return ones + tens + " " + compounds("und", tens, "ein zwei drei vier fünf sechs sieben acht neun", true)
}

func compounds(join, tens, units string, unitsFirst bool) string {
	var b strings.Builder
	for _, t := range strings.Fields(tens) {
		for _, u := range strings.Fields(units) {
			if unitsFirst {
				b.WriteString(u + join + t + " ")
			} else {
				b.WriteString(t + join + u + " ")
			}
		}
	}
	return b.String()
}

// Words of dates said in words (dayInWords): the ordinals that are no
// value words on their own ("first", "second"), the words between a day and
// its month, and the words before "May" that make it the month.
var (
	dayOrdinals = wordSet(`first second thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth
	twenty-first twenty-second twenty-third twenty-fourth twenty-fifth twenty-sixth twenty-seventh twenty-eighth
	twenty-ninth thirty-first primero uno`)
	monthOf     = wordSet(`of de`)
	beforeMonth = wordSet(`of in since until till by from before after through early late mid end next this last`)
)

// texting are the short forms of texting and what they stand for (spelled);
// not "u", the Spanish "or" ("siete u ocho") and the German "und", nor
// "ur", as often "you're" as "your".
var texting = map[string]string{
	"pls": "please", "plz": "please", "dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "cant": "can't",
	"isnt": "isn't", "ppl": "people", "thx": "thanks",
	// Northern English and Scots don't: "Divvent give us essays"; the
	// Caribbean's: "Please doan ever call muh pudding that again!".
	"divvent": "don't", "divn't": "don't", "dinnae": "don't", "dinna": "don't", "doan": "don't",
	// and Scots "now", "what", "about": "forget whit ah said aboot nae
	// lists … so lists are fine noo".
	"noo": "now", "whit": "what", "aboot": "about",
	// Scots and Shetland "can't", "won't": "she canna stand anything
	// itchy".
	"canna": "can't", "cannae": "can't", "winna": "won't", "winnae": "won't",
	// and Scots "no": "nae bullet points or stars".
	"nae": "no",
}

// formalVerbs are the verbs of a formal order on how the assistant answers
// or addresses the person (formalOrder); asAlways the words that make such
// an order hold from then on without "immer" or "nie".
var (
	formalVerbs = wordSet(`nennen schreiben antworten geben verwenden benutzen nutzen erklären zeigen schlagen empfehlen
	duzen siezen runden formulieren fassen listen achten verzichten vermeiden sprechen reden rechnen halten`)
	asAlways = phrases(`grundsätzlich|generell|prinzipiell|künftig|zukünftig|in zukunft|duzen|siezen|sprechen sie mich|reden sie mich`)
	// addressing are the words of how the person wants to be addressed,
	// permitted the words that let the assistant do so ("Sie können mich
	// gerne duzen"); setPhrases the set phrases of a verb before "Sie",
	// no order.
	addressing = phrases(`duzen|siezen`)
	permitted  = phrases(`sie können mich|sie dürfen mich|sie könnten mich|du kannst mich|du darfst mich`)
	setPhrases = phrases(`halten sie mich |halten sie sich fest|nennen sie es |erklären sie das mal|erklären sie mal|zeigen sie mir jemand|
	sprechen sie mal |rechnen sie damit|rechnen sie mal |reden sie mal |geben sie es zu|sprechen sie mit |reden sie mit `)
)

// nothingLeft are the words that say no task is left after a task's label.
// missingHeads are whole heads of what is still to be found or done: "Was
// noch fehlt: wer …", "Lo que falta: ¿quién …?" — not "Lo que faltaba: …"
// (that's all I needed), nor "What's missing in this town: …" (a grumble;
// the reviews of stop 62).
var missingHeads = wordSet(`was_noch_fehlt was_fehlt_noch was_mir_noch_fehlt was_uns_noch_fehlt what's_still_missing what's_missing
	lo_que_falta lo_que_todavía_falta lo_que_aún_falta lo_que_me_falta lo_que_nos_falta lo_que_todavía_nos_falta
	still_waiting_on still_waiting_for we're_still_waiting_on we're_still_waiting_for i'm_still_waiting_on i'm_still_waiting_for was_noch_aussteht`)

var nothingLeft = wordSet(`nothing none done nada ninguna hecho nichts erledigt`)

// tasks are the labels that open a task still to be done (taskLabel).
var tasks = phrases(`still to do|to do|to-do|todo|tarea pendiente|tareas pendientes|pendiente|noch offen|noch zu erledigen|offene aufgabe`)

// codeMarkers are the words between a label and its code ("Policy number
// is …", "Póliza nº …", "Ref - …"); codeNouns the words of a label that
// say it is a number (labelledCode), beside any "…nummer", "…number".
var (
	codeMarkers = wordSet(`is ist es - – — nº n.º no. nr. no nr #`)
	codeNouns   = wordSet(`number no nr nº ref reference code id pin iban ticket order invoice booking confirmation
	policy plate reg nummer kennzeichen aktenzeichen rechnung número referencia código localizador póliza matrícula factura pedido`)
	// ofWhom are the words after a code that say whose it is ("… for the
	// parcel").
	ofWhom = wordSet(`for für para of von del de`)
)

// requests are the words of a label that asks the assistant for what
// follows it (ownLabel).
var requests = phrases(`request|ask |ask you|asking you|favour |favor |bitte |bitten|wunsch|pido|pedir|petición|ruego`)

// condOrders are orders only after a condition on what the assistant gives
// ("cuando me hagas listas, ponlas con números", "when I ask you about a
// dance, number the steps"): alone, they are as often a tip or a one-off
// ("ponlo en la nevera").
var condOrders = wordSet(`put ponlas ponla ponlo redondea rundet runde number numbered nummeriere nummerier numera numerá`)

// formatLimits are the words of a limit on what the answers look like
// (formatSpec).
var formatLimits = wordSet(`no only never keine kein keinen nur nie ohne sin solo nunca ni nada`)

// looks are what answers look like on the screen, for formatSpec: not
// "answer", "list", "reply", which may be news ("no answer yet").
var looks = wordSet(`text table tables emoji emojis emoticons markdown bullet bullets headings bold hashtags
	fließtext text tabelle tabellen stichpunkte aufzählungszeichen aufzählungen spiegelstriche überschriften texto tabla tablas viñetas negritas`)

// tongueList are the languages people ask the answers in.
// smallShort are the Spanish diminutives of "short" ("contésteme cortico",
// "respuestas cortitas"): a length as much as "corto".
const smallShort = `cortico cortica corticos corticas cortito cortita cortitos cortitas`

const tongueList = `english englisch inglés ingles german deutsch alemán aleman spanish spanisch español espanol french
	französisch francés frances italian italienisch italiano portuguese portugiesisch portugués dutch niederländisch holandés
	polish polnisch polaco catalan katalanisch catalán galician gallego irish gaeilge irisch irlandés welsh cymraeg walisisch galés
	gaelic gälisch gaélico swedish schwedisch sueco danish dänisch danés norwegian norwegisch noruego greek griechisch griego
	turkish türkisch turco russian russisch ruso ukrainian ukrainisch ucraniano arabic arabisch árabe chinese chinesisch chino
	japanese japanisch japonés hindi swahili tagalog basque baskisch euskera`

// fromNowList are the phrases of fromNow.
// "For the rest of this chat" names the conversation ("For the rest of this
// I need …": pastRestOfChat; a part read at stop 76), not "for the rest of
// this week".
const fromNowList = `from now on|from here on in|from here on|going forward|ab jetzt|ab sofort|von nun an|a partir de ahora|de ahora en adelante|de ahora en más|de acá en más|de aquí en adelante|` + restOfChat

// restOfChat are the phrases of fromNowList that name the conversation.
const restOfChat = `for the rest of this chat|for the rest of this conversation|for the rest of this session|for the rest of our chat|for the rest of the chat|
	für den rest des chats|für den rest dieses chats|für den rest des gesprächs|für den rest dieses gesprächs|por el resto de la conversación|por el resto del chat`

// Words of an order to keep to what was said before (keepToThat): from when
// on, what it points at, the orders of keeping to it, the requests and thanks
// that make it one, the wish of one's own that is one, and the words of
// someone else's promise or hope, which is none.
var (
	henceforth = phrases(fromNowList + `|in future|in the future|künftig|in zukunft|zukünftig|en adelante|desde ahora`)
	newsHeads  = phrases(`news on|news about|update on|update about|neuigkeiten zu|neuigkeiten vom|neuigkeiten von|news zu|update zu|update zum|noticias del|noticias de|novedades de|novedades del|novedades sobre`)
	// dateSetHeads say that a date is fixed, the sentence after says which
	// ("The climb date is fixed. We go up on the 21st", "Der Termin steht:
	// …", "¡Ya tenemos fecha! …").
	dateSetHeads = phrases(`date is fixed|date is set|date is confirmed|date's fixed|date's set|date's confirmed|
	have a date for|got a date for|a date for the wedding|
	termin steht|datum steht|termin ist fix|datum ist fix|termin ist klar|ya hay fecha|tenemos fecha|fecha fijada|fecha confirmada|la fecha ya está`)
	// datePending say a date is not fixed yet ("Der Termin steht noch aus",
	// "La fecha está por decidir", "no date is set yet").
	datePending = phrases(`not yet|yet|not set|noch aus|noch nicht|steht aus|por decidir|por confirmar|por fijar|todavía no|aún no|sin fecha`)
	// changeHeads are the words of a short head that says something
	// changes (changeHead).
	changeHeads = phrases(`is moving|are moving|has moved|have moved|is changing|change to|change for|change on|changes to|
	zieht um|ziehen um|wird verlegt|ist verlegt|wird verschoben|ändert sich|änderung bei|änderung beim|änderung zum|
	cambio en|cambio de|cambio con|cambios en|se muda|se cambia|se traslada`)
	// namingBack open a sentence that names someone spoken of before
	// (namesBack).
	namingBack = phrases(`his name is|her name is|his name's|her name's|their name is|he's called|she's called|he is called|she is called|
	er heißt|sie heißt|sein name ist|ihr name ist|se llama|su nombre es`)
	// ageVerbs say how old someone is before a number (aged).
	ageVerbs = wordSet(`she's he's shes hes ist tiene cumple`)
	jointAsk = phrases(`can we|could we|shall we|should we|können wir|könnten wir|sollen wir|sollten wir|podemos|podríamos|deberíamos`)
	oneWho   = phrases(`is the one who|is the one that|is the guy who|is the woman who|ist die, die|ist der, der|ist diejenige|ist derjenige|es la que|es el que|son los que|son las que`)
	// fondness are the words of a remark that only says how one feels about
	// someone ("He means well.", "Sie ist so lieb.", "Es un amor.").
	fondness = wordSet(`is are was 's means mean well fine lovely nice sweet kind great so very really such a an the love gem star sweetheart darling
	ist war ja so sehr echt total wirklich lieb nett süß toll super goldig ein eine schatz
	es está son muy tan un una majo maja majísimo majísima encantador encantadora amor cielo sol`)
	germanPossessive = wordSet(`mein meine unser unsere sein seine ihr ihre dein deine euer eure`)
	// booked: what was booked, hired or paid for; purchased: what was
	// bought or ordered; wished, what would have been.
	booked    = phrases(`booked|hired|reserved|paid|gezahlt|bezahlt|pagué|pagado|pagamos|gebucht|gemietet|reserviert|reservé|reservado|hemos reservado|he reservado|alquilado|alquilamos|contratado|contratamos`)
	purchased = phrases(`bought|ordered|gekauft|bestellt|compré|compramos|he comprado|hemos comprado|he pedido|hemos pedido`)
	wished    = phrases(`rather have|would have|should have|hätte lieber|hätte ich|hätten wir|habría|hubiera`)
	// leadsValue are the words between a "not" and the value it disowns.
	leadsValue    = wordSet(`the at on in by for um am im ab für el la los las a en de`)
	definite      = wordSet(`the der die das den el la los las`)
	germanArticle = wordSet(`der die das den`)
	betweenUs     = phrases(`our rule|between us|between you and me|unsere regel|zwischen uns|nuestra regla|entre nosotros|entre tú y yo`)
	ruleNouns     = wordSet(`rule regel regla norma`)
	stickTo       = wordSet(`that this it those them daran dran das so eso esto así`)
	sticking      = wordSet(`stick keep do use halten halte haltet bleib mach machen mantén mantenga hazlo hágalo hazlos hacerlo úsalo úsalos`)
	// formalSticking open an order only before "Sie"; negations make a
	// request to keep to something one to stop it.
	formalSticking = wordSet(`halten machen`)
	negations      = wordSet(`don't dont not never nicht nie kein keine no nunca`)
	stickOn        = phrases(`stick to that|stick to it|stick with that|keep to that|keep it like that|keep it that way|halten sie sich daran|halte dich daran|halt dich daran`)
	requesting     = phrases(`could you|can you|would you|will you|können sie|könnten sie|kannst du|könntest du|puedes|podrías|puede usted|podría usted|me podés`)
	thanking       = phrases(`thanks|thank you|thx|cheers|danke|gracias`)
	ownWish        = phrases(`how i want it|how i like it|how i'd like it|so möchte ich es|so will ich es|así lo quiero|así me gusta`)
	othersWord     = wordSet(`he he's he'll she she's she'll they they'll they're er ihm ella él ellos ellas hopefully hoffentlich ojalá`)
)

// growingWords are the verbs of growing somewhere (placing, growing).
const growingWords = `grows grow wächst wachsen crece crecen`

// movingWords are the verbs of moving (moving).
const movingWords = `move moves moved moving put puts putting relocate relocated relocating
	stellen stellt stellten verlegen verlegt bringen bringt brachten
	mover movemos movimos llevamos ponemos pusimos trasladamos muevo cambio cambiamos
	llevo llevé llevaron llevado llevada llevados llevadas trasladado trasladada trasladados trasladadas cambiado`

// Phrases that mark a kind of statement; matched on the lower-cased text
// with spaces around it.
var (
	// instruction: a rule for the assistant from then on.
	instruction = phrases(restOfChat + `|de aquí en adelante|always|never_|from now on|from here on|make sure|do not ever|don't ever|ni se te ocurra|no se te ocurra|remember to_|keep in mind|
	answer in|reply in|respond in|write in|talk to me in|stick to|keep your|keep it|keep everything|
	immer_|stets|nie |niemals|ab jetzt|ab sofort|von nun an|achte darauf|antworte|antworten sie|schreib mir|schreib ma bitte|schreib ma nix|schreib ma nichts|bitte keine|bitte kein|
	siempre|nunca|jamás|a partir de ahora|de ahora en adelante|asegúrate|respóndeme|responde en|contesta|escríbeme|
	no me pongas|no me metas|no me meta|no me metás|no me hables|no me des_|no me dé_|no me digas|no me mandes|no me escribas|no uses|no pongas|
	no me propongas|no me sugieras|no me recomiendes|no me proponga|no me sugiera|no me recomiende|no me ponga|no me mande|
	no me corrijas|no me corrija|no me corrijás|no corrijas mis|no corrija mis|no me trates|no me tratés|no me pongás|no me hablés|no me digás|no me mandés|no me escribás|no usés|no pongás|no me propongás|no me sugerás|no me recomendés|
	answer with|reply with|respond with|answer only|reply only|
	háblame|contéstame|explícame|hablame|tratame|de ahora en más|de acá en más|talk to me|speak to me|sprich mit mir|rede mit mir|red mit mir|red ma mit mir|
	whenever you|every time you|each time you|standing request|wann immer du|jedes mal wenn du|bitte nie|mir nie|cada vez que|
	stop suggesting|stop recommending|don't suggest|do not suggest|don't recommend|do not recommend|new rule|ground rule|house rule|
	please stop|please don't|please do not|don't give me|do not give me|keep answers|keep the answers|keep replies|
	schlag mir kein|schlag mir keine|schlagen sie mir kein|schlagen sie mir keine|
	bitte erklären sie|bitte antworten sie|bitte schreiben sie|bitte verwenden sie|bitte nennen sie|bitte geben sie`)
	// revocation: an earlier instruction taken back.
	revocation = phrases(`forget the|forget about|forget what|forget that|forget it|forget my|forget all|forget everything|ignore the|ignore what|ignore all|ignore everything|
	ignore my|never mind|scratch that|scrap the|scrap that|drop the|
	vergiss |ignorier|streich |streiche |
	olvida |olvídate|olvidate|olvidá |olvídese|olvidese|olvídense|ignora |ignorá |deja lo de|dejá lo de|deje lo de`)
	// revoked: the words that take an instruction back in a statement
	// rather than an order ("English is fine again", "ya no hace falta"):
	// they count when the sentence speaks to the assistant.
	revoked = phrases(`no longer|not anymore|any more|anymore|don't have to|do not have to|is fine again|
	nicht mehr|mir egal|ist wieder egal|ist jetzt egal|doch wieder|musst nicht|ya no|da igual|no hace falta|vuelve a estar bien`)
	// decided: something settled.
	decided = phrases(`decided|decision|agreed|we've agreed|acordamos|vereinbart|geeinigt|we'll go with|we will go with|going with|went with|went for|gone with|gone for|
	opted for|we chose|we picked|i've chosen|i've picked|me decidí por|settled on|it's settled|it is settled|that's settled|made up my mind|made up our minds|my mind's made up|entscheidung gefallen|entscheidung ist gefallen|let's go with|we're going with|final call|we'll take|we're taking|made the call|
	i'm sticking with|we're sticking with|
	así que cambiamos,|so we switched,|also haben wir gewechselt|
	we're turning it down|we are turning it down|i'm turning it down|i am turning it down|we'll turn it down|we will turn it down|i'll turn it down|i will turn it down|
	we're turning down the offer|we are turning down the offer|i'm turning down the offer|we're turning down their|i'm turning down their|we're declining|we are declining|i'm declining|i am declining|we'll decline|we will decline|i'll decline|i will decline|
	we'll accept it|we will accept it|i'll accept it|i will accept it|we're going to accept the offer|i'm going to accept the offer|we're going to accept their offer|i'm going to accept their offer|we're going to accept her offer|we're going to accept his offer|i'm going to accept her offer|i'm going to accept his offer|we're going to turn it down|i'm going to turn it down|
	we're accepting the offer|we are accepting the offer|i'm accepting the offer|we'll accept the offer|we will accept the offer|i'll accept the offer|i will accept the offer|
	we're accepting their|we'll accept their|i'll accept their|i will accept their|we will accept their|
	lehnen wir ab|lehne ich ab|lehnen wir das angebot|lehne ich das angebot|wir lehnen das angebot|ich lehne das angebot|nehmen wir das angebot|nehme ich das angebot|wir nehmen das angebot|ich nehme das angebot|
	rechazamos la oferta|rechazo la oferta|lo rechazamos|la rechazamos|vamos a rechazar|voy a rechazar|aceptamos la oferta|acepto la oferta|vamos a aceptar la oferta|voy a aceptar la oferta|wir sagen ab|wir nehmen es an|wir nehmen's an|nehmen wir es an|
	ich bleib bei|ich bleibe bei|wir bleiben bei|me quedo con|
	jetzt doch|nun doch|getz doch|after all.|after all,|after all!|al final sí|
	plumped for|plump for|not renewing|me doy de baja|nos damos de baja|kündige ich|kündigen wir|
	i'm switching to|we're switching to|i'm switching,|we're switching,|i switched to|we switched to|i've switched to|we've switched to|
	entschieden|beschlossen|festgelegt|ausgemacht:|abgemacht:|abgemacht!|wir nehmen|nehmen wir|haben uns für|
	decidido|decidida|decidimos|decidí|decidió|decidieron|he decidido|hemos decidido|hemos acordado|nos quedamos con|elegimos|optamos|optado por|hemos elegido|vamos con|al final`)
	// undecided: a decision not made ("I haven't made up my mind").
	undecided = phrases(`nicht ausgemacht|nicht abgemacht|haven't made up|have not made up|not made up|can't make up|cannot make up|haven't decided|have not decided|
	noch nicht entschieden|noch keine entscheidung|todavía no he decidido|aún no he decidido|no he decidido|no hemos decidido|
	no decidió|no decidieron|no han decidido|no ha decidido|nadie decidió|nadie ha decidido`)
	// declined: help turned down ("I don't need your help with …").
	declined = phrases(`don't need your help|do not need your help|won't need your help|no need for your help|don't need help|
	brauch ich dich nicht|brauche ich dich nicht|brauch deine hilfe nicht|brauche deine hilfe nicht|nicht helfen|
	no necesito tu ayuda|no necesito que me ayudes|no me hace falta tu ayuda`)
	// deliberating opens a question about what to decide ("Should I stick
	// with Vodafone after all, or …?").
	deliberating = phrases(`should i|should we|shall i|shall we|soll ich|sollen wir|sollte ich|sollten wir|debería|deberíamos|¿debería|¿deberíamos`)
	// preferred: a liking, a dislike, a constraint.
	preferred = phrases(`prefer|rather|likes|i like|loves|i love|hate|cannot eat gluten|cannot eat meat|cannot eat fish|cannot eat pork|cannot eat nuts|cannot eat dairy|cannot eat eggs|cannot eat wheat|cannot eat shellfish|she want them in|he want them in|refuse to|refuses to|refused to|wants |only wants|only want |only eats|will only eat|only ride|only rides|won't get on anything|dije que nada de|dicho que nada de|can't stand|cannot stand|can't have anything with|cannot have anything with|darf nichts mit|no puede comer nada|no puede tomar nada|can't bear|cannot bear|allerg|alergi|favourite|favorite|vegetari|vegan|intolerant|
	i'd like|don't like|doesn't like|i do not want a |i do not want an |i do not want any |i do not want the |i don't want a |i don't want an |i don't want any |we do not want a |we don't want a |we do not want any |we don't want any |i'll not have|i won't have|i will not have|we'll not have|we won't have|won't eat|can't eat|doesn't eat|don't eat|eats no |eat no |drinks no |isst kein|essen kein|trinkt kein|no come |no comen |no toma |don't drink|doesn't drink|i want|what i want|i also want|we also want|i really want|we really want|también quiero|quiero también|también queremos|yo quiero|has to be|must be|needs to be|
	can't sleep unless|can't sleep without|can't get to sleep without|can't get to sleep unless|cannot get to sleep without|cannot sleep without|won't sleep without|kann nicht schlafen ohne|schläft nicht ohne|no puede dormir sin|no duerme sin|
	mache nur mit, wenn|mach nur mit, wenn|bin nur dabei, wenn|komme nur mit, wenn|komm nur mit, wenn|i'll only do it if|i'll only come if|i only do it if|solo lo hago si|sólo lo hago si|solo voy si|sólo voy si|
	drinks nothing but|eats nothing but|drinks nowt but|eats nowt but|drinks nought but|drink nothing but|eat nothing but|only drinks|trinkt nix außer|trinkt nichts außer|isst nix außer|isst nichts außer|trinkt nur|isst nur|no toma más que|no bebe más que|no come más que|solo toma|solo bebe|sólo toma|sólo bebe|
	lieber|bevorzug|ich mag|mag kein|mag keine|mag gar kein|mag überhaupt kein|hasst|hasse|liebt|allergisch|lieblings|ausstehen|nicht leiden|ekle mich|
	am liebsten|ich will|ick will|ick mag|ick hätte gern|muss sein|ich trinke|ich esse|trinke ich|esse ich|
	only asked for|asked for one thing|asked me for one thing|asked me one thing|asked for just one thing|asked me for just one thing|asked me for only one thing|one wish|wish is|one request|only request|non-negotiable|nicht verhandelbar|no negociable|innegociable|einen wunsch|wunsch geäußert|wünscht sich|gewünscht|wünsche mir|wünschen uns|
	hätte gern|hätte ich gern|hätten gern|hätten wir gern|hätte gerne|hätte ich gerne|keinesfalls|will auf keinen fall|möchte auf keinen fall|wollen auf keinen fall|mag auf keinen fall|um eines gebeten|um eine sache gebeten|un deseo|solo pidió|pedido una cosa|pidió una cosa|pide una cosa|
	laktoseintoleran|glutenintoleran|unverträglich|vertrag kein|vertrage kein|verträgt kein|vertrag ka |vertragen kein|celíac|zöliakie|prefiero|prefiere|me gusta|le gusta|no le gusta|me encanta|le encanta|odio|odia|alérgic|favorit|no soporto|no come|
	quiero que|no quiere que|no quieren que|tiene que ser|debe ser|me molesta|no como|no bebo|no bebe|no toma alcohol|
	partial to|fond of|keen on|a fan of|big fan of|huge fan of|mad about|crazy about|obsessed with|swears by|swear by|
	fan von|verrückt nach|schwört auf|schwören auf|steht auf|stehen auf|
	les encanta|les gusta|me chifla|le chifla|les chifla|obsesionad|no soport|no tolera|no toleran|es más de|soy más de|somos más de|
	no es muy de|no soy muy de|fan de|loco por|loca por|se muere por|le pirra|me pirra|
	doesn't want|does not want|möchte kein|möchte keine|will kein|will keine|will, dass|wollen, dass|möchte, dass|trink ich nicht|ess ich nicht|trinkt er nicht|isst er nicht|trinkt sie nicht|isst sie nicht|
	goes mad for|go mad for|won't touch|will not touch|never touches|soft spot for|weakness for|draws the line at|draw the line at|
	only drinks|only drink|drinks only|eats only|trinkt nur|isst nur|trinken nur|essen nur|trinkt bloß|isst bloß|steers clear|steer clear|stays away from|stay away from|can't be doing with|cannot be doing with|
	can't abide|cannot abide|can't stomach|has a thing for|goes crazy for|goes wild for|nuts about|
	no aguanta|no aguantan|no aguanto|no prueba|no prueban|no pruebo|
	no lo soport|no la soport|no los soport|no las soport|no lo aguant|no la aguant|no los aguant|no las aguant|no lo toler|no la toler|no lo prueb|no la prueb|es muy de|son muy de|soy muy de|no va con|
	se vuelve loco con|se vuelve loca con|se vuelven locos con|solo toma|solo bebe|solo come|no puede ni ver|le pierde|le pierden|
	le sienta mal|le sienta fatal|le cae mal|le cae fatal|evita el|evita la|evita los|evita las|evitan el|evitan la|evitan los|evitan las|
	no quiere |no quieren |quiere |quieren |
	one condition|only condition|has a condition|her condition|his condition|their condition|won't do|will not do|
	eine bedingung|einzige bedingung|una condición|una sola condición|única condición|
	won't drink|will not drink|won't have|will not have|never drinks|never eats|will unbedingt|wollen unbedingt|möchte unbedingt|
	one demand|only demand|his demand|her demand|their demand|insists on|insist on|insisted on|insisting on|besteht auf|bestehen auf|bestand auf|insiste en|insisten en|insistió en|se empeña en|se empeñan en|se empeñó en|
	mag bei|mag zum|mag beim|mag im|mag auf|mag nach |sie mag |er mag |mag sie |mag er |er will|sie will|will nur|wollen nur|möchte nur|will er nur|will sie nur|
	ni loco|ni loca|ni muerto|ni muerta|ni de broma|ni en pedo|over my dead body|not for love nor money|keine zehn pferde`)
	// persistent: an instruction about the assistant's answers from then on
	// ("at the end of every answer", "in all your replies").
	persistent = phrases(`every answer|each answer|every reply|each reply|every response|each response|all your answers|
	your answers|your replies|your responses|all answers|in your lists|in deinen listen|en tus listas|
	jeder antwort|jede antwort|allen antworten|deinen antworten|deine antworten|ihren antworten|jeden antwort|
	cada respuesta|todas las respuestas|tus respuestas|todas tus respuestas|en las respuestas|
	for when you reply:|for when you answer:|for when you write back:|para cuando me contestes:|para cuando me respondas:|para cuando me escribas:|para cuando contestes:|
	für wenn du antwortest:|für wenn du mir antwortest:|für deine antworten`)
	// answersScope: where a ban on the answers holds, said of what the
	// assistant writes ("no emojis in anything you write me", "na de emojis
	// en lo que me contestes", "keine Anglizismen in dem, was du mir
	// schreibst"); a ban only, that opens the clause (limits): not "Confío
	// en lo que me respondas", "There's not much waffle in anything you
	// write", "Meine Tochter findet keine Fehler in dem, was du mir
	// schreibst".
	answersScope = phrases(`in anything you write|in anything you answer|in anything you send|
	in dem, was du mir schreibst|in dem, was du mir antwortest|in allem, was du mir schreibst|in allem, was du mir antwortest|
	en lo que me contestes|en lo que me respondas|en lo que me escribas|en lo que me mandes`)
	limits = wordSet(`never no without zero nie keine kein keinen keinerlei ohne nunca sin nada na ni cero`)
	// before a number word, the words that make it a time ("a las diez",
	// "um zehn", "at ten").
	beforeTime = wordSet(`at around by till until from las la um gegen ab bis hasta desde`)
	// prepositions after which a capitalized word in a language that
	// capitalizes nouns is a name ("in Ehrenfeld", "nach Leipzig"): nouns
	// take an article there.
	prepositions = wordSet(`in nach aus bei von vom zu zum zur mit an auf für über unter ab seit gegen durch ohne um bis hinter neben`)
	// requested: a request to the assistant, or a task still open.
	requested = phrases(`could you|can you|would you|will you|help me|remind me|let me know|figure out|work out how|work out what|work out who|work out where|work out when|work out whether|work out if|work out which|work out the |find out|
	don't forget|to-do|todo:|
	kannst du|könntest du|würdest du|hilf mir|hilfst du mir|herausfinden|
	puedes|podrías|me ayudas|ayúdame|recuérdame|me podés|podés ayudar|recordame|averiguar|ruego que me recuerde|pido que me recuerde|recuérdeme|ayúdeme|
	me recuerdas|no me dejes olvidar|question:|question for|question about|quick question|serious question|a question|
	frage:|frage,|eine frage|frage für|pregunta:|pregunta,|una pregunta|otra pregunta|
	want to ask|need to ask|möchte fragen|quiero preguntar|mit ihnen durchdenken|mit dir durchdenken|
	like help with|need help with|need your help|want your help|want help with|want to know|wants to know|things to ask|for later|how do i |how can i |how much do i |what should i |
	wüsste gern|brauch ich dich|brauche ich dich|brauch deine hilfe|brauche deine hilfe|kannst mir helfen|kannst mir bei|möchte wissen|für später|wie baue ich|wie kann ich|könnten sie mir|können sie mir|helfen sie mir|
	me ayudaras|necesito tu ayuda|necesito que me ayudes|me ayudes|me armas|me haces|podría ayudar|podría usted|me puede ayudar|ayúdeme|recuérdeme|cómo puedo|cómo hago|para más adelante|duda:|duda,|una duda|otra duda|duda para|
	we'll work on that|we'll work on it|we can work on that|we'll figure that out|
	müssen wir noch klären|muss ich noch klären|musst du mir mal erklären|
	me ayudás con|me ayudás a|ayudame|tenemos que ver todavía|todavía tenemos que ver|falta decidir`)
	// unknowing: a label's words that say what follows is a question the
	// person cannot answer yet (askedLabel).
	// "Still open: who …?", "Noch offen: …", "Sigue pendiente: …"; the
	// Bavarian "Was i no ned woaß: …".
	unknowing = phrases(`question|don't know|do not know|not sure|haven't solved|haven't figured|haven't worked|haven't sorted|can't work out|can't figure|still undone|
	have not solved|have not solve|haven't solve|ain't solve yet|ain't figure out yet|ain't sort out yet|ain't solve it yet|have not figured|have not worked|have not sorted|up in the air|en el aire|in der schwebe|
	nicht hinkriege|nicht hinbekomme|nicht hingekriegt|no consigo resolver|no puedo resolver|no resuelvo|no resolvemos|
	still wondering|no idea|unsure|still open|still unsolved|unsolved|unresolved|no tengo resuelto|no lo tengo resuelto|tengo sin resolver|
	nicht lösen|nicht gelöst|frage|nicht weiß|nicht weiss|ned woaß|net woaß|nicht woaß|ned weiß|net weiß|nicht sicher|keine ahnung|unklar|noch offen|
	pregunta|duda|no sé|no lo sé|ni idea|no tengo claro|no tengo clara|no lo tengo claro|sigue pendiente|sin resolver|sigue sin resolver|
	still to be decided|yet to be decided|noch geklärt werden|noch zu klären|por decidir|falta decidir`)
	// worries label what follows as what the person worries over: "Last
	// thing bugging me: who …?", "Was mich nachts wach hält: wer …?" — an
	// open question when what follows asks something to be solved (not
	// "why …", not "who wouldn't …").
	worries = phrases(`bugging me|bugs me|nagging me|worry me|worries us|worry us|nagging at me|nags me|nags at me|keeps me up|keeping me up|keeps me awake|keeping me awake|worries me|worrying me|
	on my mind|weighing on me|hält mich wach|wach hält|macht mir sorgen|keine ruhe lässt|lässt mir keine ruhe|nicht aus dem kopf|quita el sueño|me preocupa|me tiene preocupad|me da vueltas|kopfweh macht|bauchweh macht|bauchweh bereitet|
	den schlaf raubt|raubt mir den schlaf|kopfzerbrechen macht|mir sorgen macht|mir sorgen bereitet|me tiene mal|mir macht sorgen|
	mich umtreibt|mich noch umtreibt|mich noch beschäftigt|me ronda la cabeza|me come la cabeza|still nagging|keeps nagging|
	bothering me|bothers me|bothering us|bothers us|troubling me|troubles me|
	nicht schlafen lässt|nicht schlafen lasst|schlafen lässt|nicht schlafen lassen|no me deja dormir|no me dejan dormir|no me deja pegar ojo|keeps me from sleeping|stops me sleeping`)
	// stillSought are the words of a task still open: someone or something
	// still to find ("Still need someone to MC the speeches", "Wir suchen
	// noch jemanden, der …", "Todavía nos falta alguien que …").
	stillSought = phrases(`still need someone|still need somebody|still need anyone|we still need someone|i still need someone|we still need somebody|
	still looking for someone|still looking for somebody|still have to find someone|still got to find someone|still need to find someone|
	still haven't found anyone|still haven't found someone|still haven't found somebody|still need to find somebody|still need to find anybody|still gotta find someone|still gotta find somebody|still got to find somebody|
	haven't got anyone yet|haven't got anybody yet|haven't found anyone yet|haven't found anybody|haven't got anyone for|haven't got anybody for|haven't got anyone to|haven't got anybody to|haven't found anyone to|haven't found anybody to|haven't managed to find anyone|haven't managed to find anybody|nobody's signed up for|no one's signed up for|nobody has signed up for|no one yet for|nobody yet for|still haven't got anyone|still haven't got anybody|still don't have anyone|still don't have anybody|still no one for|still nobody for|still no one to|still nobody to|
	noch niemanden für|noch niemand für|noch keinen für|suchen noch jemand|suche noch jemand|brauchen noch jemand|brauche noch jemand|uns fehlt noch jemand|mir fehlt noch jemand|
	nos falta alguien|todavía nos falta alguien|aún nos falta alguien|me falta alguien|todavía busco a alguien|todavía buscamos a alguien|
	seguimos buscando a alguien|sigo buscando a alguien|todavía no tengo a nadie|aún no tengo a nadie|todavía no tenemos a nadie`)
	// nobodyYet say, past the thing's words, that no one is found for it
	// yet: "Für den Beinwellstand hab ich noch niemanden".
	nobodyYet = phrases(`hat sich noch niemand gemeldet|hat sich bis jetzt noch niemand gemeldet|hat sich bisher noch niemand gemeldet|hat sich bisher niemand gemeldet|hat sich leider noch niemand gemeldet|hat sich noch immer niemand gemeldet|hat sich noch keiner gemeldet|hab ich noch niemanden|habe ich noch niemanden|haben wir noch niemanden|hab ich noch keinen|habe ich noch keinen|haben wir noch keinen|
	no tengo a nadie todavía|no tengo a nadie aún|no tenemos a nadie todavía|no one yet|nobody yet|
	nobody has offered|no one has offered|nobody's offered|no one's offered|nobody has volunteered|no one has volunteered|nobody's volunteered|no one's volunteered|nobody's put their hand up|no one's put their hand up|nobody has put their hand up|no one has put their hand up|nobody's put a hand up|nobody's come forward|no one's come forward|nobody has come forward|
	niemand hat sich angeboten|keiner hat sich angeboten|hat sich noch keiner angeboten|nadie se ha ofrecido|nadie se ofreció|nadie se ha apuntado`)
	// stillUnsolved are the words of something still to work out, opening
	// the line: "Still haven't figured out the float for the cashbox",
	// "Noch nicht geklärt ist die Frage der Bänke", "Todavía no he resuelto
	// lo del transporte" — the person's own (not "Derek still hasn't …").
	stillUnsolved = phrases(`still haven't figured out|still haven't worked out|still haven't sorted|still haven't decided|still haven't settled|still haven't solved|
	still ain't sort out|still ain't sort|still ain't figure out|still ain't work out|still ain't decide|still ain't solve|
	still got to figure how|still gotta figure how|still got to figure who|still gotta figure who|still got to figure where|still gotta figure where|still gotta figure out|still gotta sort out|still gotta work out|
	still have not figured out|still have not worked out|still have not sorted|still have not decided|still not sorted|still not decided|still undecided on|
	haven't figured out yet|haven't sorted yet|haven't worked out yet|
	still must sort out|still have to sort out|still need to sort out|still got to sort out|still must figure out|still have to figure out|still need to figure out|still must work out|still have to work out|still need to work out|still must decide|still have to decide|still need to decide|
	noch nicht geklärt|immer noch nicht geklärt|noch nicht entschieden|noch nicht gelöst|muss noch klären|müssen noch klären|muss ich noch klären|müssen wir noch klären|
	todavía no he resuelto|todavía no hemos resuelto|aún no he resuelto|aún no hemos resuelto|todavía no he decidido|todavía no hemos decidido|
	aún no he decidido|aún no hemos decidido|sigo sin resolver|seguimos sin resolver|sigo sin saber|seguimos sin saber|todavía tengo que resolver|todavía tenemos que resolver|aún tengo que resolver|
	tengo que solucionar lo de|tenemos que solucionar lo de|tengo que resolver lo de|tenemos que resolver lo de|` + stillDoubting)
	// stillDoubting say the person is still of two minds about a thing, a
	// question still open: "Still not sure about a microphone, …" (a part
	// read at stop 85), "Noch unsicher wegen dem Zelt", "Todavía no estoy
	// segura de la carpa".
	stillDoubting = `still not sure about|still unsure about|still undecided about|noch nicht sicher wegen|immer noch unsicher wegen|noch unsicher wegen|
	todavía no estoy seguro de|todavía no estoy segura de|aún no estoy seguro de|aún no estoy segura de|sigo sin decidirme sobre|sigo sin decidir`
	// stillLooking are the words of a search still on, an open task when
	// what is sought is someone for a job ("We're still looking for a
	// babysitter", "Ich suche noch einen Babysitter", "Sigo buscando un
	// electricista"; not "a reason to like Mondays", "las gafas").
	stillLooking = phrases(`still looking for|still need a|still need an|still haven't found a|suche noch|suchen noch|todavía buscamos|todavía busco|aún busco|aún buscamos|
	sigo buscando|seguimos buscando|nos falta un|nos falta una|me falta un|me falta una`)
	// stillOpen: a label's words that say what follows is still to be
	// found out (askedLabel).
	stillOpen = phrases(`still open|still undone|still unsolved|unsolved|unresolved|still pending|pending|still to decide|still to sort|yet to decide|still to be decided|yet to be decided|still to be sorted|
	noch offen|noch zu klären|noch zu entscheiden|ungeklärt|sigue pendiente|aún pendiente|todavía pendiente|pendiente|sin resolver|por decidir|falta decidir`)
	// leavesOpen: a head of what is left to solve once the rest is, before
	// a question ("Which leaves: who's doing the toast?").
	leavesOpen = phrases(`which leaves|that leaves|bleibt noch|queda por saber|me falta otra|me falta una|me falta uno|falta otra|falta una cosa|fehlt noch|eine sache fehlt noch|one more left|still missing one|one thing's still missing|one thing is still missing`)
	// notKnowing: the words of a person who does not know yet what a
	// question word after them opens (wonders).
	notKnowing = phrases(`don't know|do not know|dont know|haven't figured out|haven't figured|have not figured out|haven't worked out|have not worked out|
	haven't decided|have not decided|not decided|undecided|can't work out|cannot work out|can't figure out|can't decide|cannot decide|can't settle|cannot settle|
	no idea|zero idea|zero clue|not a clue|null ahnung|null plan|cero idea|not sure|unsure|unclear|wondering|nae idea|nae clue|nae notion|nae sure|no sure|dinnae know|dinna ken|haven't sorted out|haven't settled|not settled|haven't solved|no clue|haven't a clue|
	weiß nicht|weiß noch nicht|weiss nicht|weiss noch nicht|weiß wirklich noch nicht|weiss wirklich noch nicht|weiß echt noch nicht|weiss echt noch nicht|weiß ehrlich noch nicht|weiss ehrlich noch nicht|weiß ehrlich nicht|weiss ehrlich nicht|weiß wirklich nicht|weiss wirklich nicht|weiß echt nicht|weiss echt nicht|weiß immer noch nicht|weiß noch immer nicht|weiss immer noch nicht|weiss noch immer nicht|wissen noch immer nicht|wissen immer noch nicht|wissen nicht|wissen noch nicht|unklar|ungeklärt ist noch|noch ungeklärt|noch offen|offen ist|bleibt offen|
	weiß auch noch nicht|weiss auch noch nicht|wissen auch noch nicht|
	keine ahnung|keinen plan|keinen schimmer|nicht entschieden|noch nicht entschieden|nicht sicher|unsicher|nicht gelöst|noch nicht gelöst|überlege noch|überlegen noch|frage mich|
	no sé|no sabemos|no tengo claro|no tenemos claro|no está claro|no lo tengo claro|no he decidido|no hemos decidido|ni idea|no tengo idea|me pregunto|
	weiß keiner so genau|weiß niemand so genau|weiß keiner|weiß niemand|das weiß keiner|weiß bis jetzt keiner|weiß bisher keiner|weiß noch keiner|weiß noch niemand|keiner weiß|niemand weiß|
	falta decidir|falta ver|sin decidir|no tengo resuelto|no lo tengo resuelto|no tenemos resuelto|no he resuelto|no hemos resuelto|no resuelvo|no resolvemos|me falta resolver|nos falta resolver|falta resolver|me falta saber|nos falta saber|falta saber|me queda por saber|me queda saber|nos queda saber|nos queda por saber|no resolví|no resolvimos|no decidí|no decidimos|
	dunno|don't know yet|doh know|nuh know|doan know|dohn know|dow know|doe know|weiß ich noch nicht|haven't a notion|not a notion|no notion|haven't the foggiest|not the foggiest|haven't the faintest|not the faintest|up in the air|
	in der schwebe|keinen blassen schimmer|keine blasse ahnung|ni la menor idea|ni la más remota idea|en el aire|no tengo nada claro|no tenemos nada claro|
	kann mich nicht entscheiden|können uns nicht entscheiden|weiß ich noch immer nicht|weiß ich immer noch nicht|weiß es noch immer nicht|weiß es immer noch nicht|weiß es noch nicht|
	weiß ich nicht|weiß ich noch nicht|weiß ich noch nich|weiß ich nich|weiß noch nich|wissen wir nicht|wissen wir noch nicht|no lo sé|no lo sabemos|was ich noch nicht weiß|was ich nicht weiß|was wir noch nicht wissen|was wir nicht wissen`)
	// questionWords open what a person does not know yet (wonders): not
	// "why", which asks nothing to be solved ("I don't know why I bother").
	questionWords = wordSet(`how what where when who whom whose which whether if who's where's what's how's who'll who'd where'd wie was wo wohin woher wann wer welche welcher welches welchen ob
	qué cómo dónde adónde cuándo quién quiénes cuál cuáles cuánto cuánta cuántos cuántas si`)
	// unsureWhether: the person does not know yet whether (unsure); a
	// disclaimer is none ("not sure if it's relevant, but …").
	unsureWhether = phrases(`not sure whether|unsure whether|i'm not sure if|bin mir unsicher, ob|bin unsicher, ob|bin mir nicht sicher, ob|
	bin nicht sicher, ob|no estoy segura de si|no estoy seguro de si|no sé muy bien si|
	the main thing is whether|the question is whether|the big question is whether|what i want to know is whether|what i need to know is whether|
	die frage ist, ob|die große frage ist, ob|die hauptfrage ist, ob|la duda es si|la pregunta es si|lo que quiero saber es si|la gran pregunta es si|
	no idea whether|no idea yet whether|no idea if|no idea yet if|don't know yet whether|don't know yet if|still don't know whether|
	weiß noch nicht, ob|weiß nicht, ob|wissen noch nicht, ob|doesn't know whether|doesn't know if|does not know whether|does not know if|doesn't know yet whether|doesn't know yet if|no sabe si|no saben si|no sabe todavía si|no sabe aún si|todavía no sabe si|aún no sabe si|todavía no sé si|aún no sé si|no sé todavía si|todavía no sabemos si|aún no sabemos si`)
	disclaiming = wordSet(`relevant relevance matters matter important mentioned said told remember recall useful helpful helps hilft nützt sirve ayuda erwähnt gesagt erzählt erinnerst
	erinnern wichtig relevante importa importante dicho dije contado mencionado acuerdas recuerdas deal`)
	// pastCopula: a doubt or a question that was ("Dad was not sure …",
	// "The big question was …").
	pastCopula = wordSet(`was were war waren fue fueron era eran estaba estaban`)
	// relatives, asking3: someone else's question ("Die Frage meiner
	// Tochter", "Mi madre me pregunta …").
	relatives = wordSet(`daughter son wife husband boss sister brother tochter sohn frau mann chef schwester bruder meiner meines
	hija hijo marido esposa jefe jefa hermana hermano`)
	// partners: "my partner Will", "mi pareja Ton" (a review of stop 62).
	partners = wordSet(`partner boyfriend girlfriend fiancé fiancée esposo esposa pareja novio novia freund freundin partnerin verlobter verlobte`)
	asking3  = wordSet(`asks asked fragt fragte pregunta preguntó`)
	// limiting: a word after a conjunction that limits what came before:
	// the clause stays with it (overlong).
	limiting = wordSet(`only unless not except nur außer nicht solo sólo salvo excepto`)
	// degreeWords say how much, which a phrase of not knowing may hold
	// ("noch völlig offen", "completely up in the air"): undegreed leaves
	// them out.
	degreeWords = wordSet(`totally completely entirely absolutely utterly quite völlig vollkommen komplett ganz ziemlich total einfach totalmente completamente absolutamente muy`)
	// choosing: what a choice not yet made opens ("I can't decide between
	// a gas heater or …"), after the words of not choosing yet (undecidedYet).
	choosing     = wordSet(`between zwischen entre`)
	undecidedYet = phrases(`can't decide|cannot decide|can't choose|cannot choose|haven't decided|still deciding|i'm torn|we're torn|i am torn|we are torn|i'm still torn|we're still torn|
	kann mich nicht|können uns nicht|kann mich noch nicht|können uns noch nicht|schwanke|schwanken|
	no me decido|no nos decidimos|no me he decidido|no nos hemos decidido|dudo|dudamos`)
	// feelings are what a sigh is torn between ("between laughing and
	// crying"), no choice to make.
	feelings = wordSet(`laughing crying laugh cry lachen weinen reír llorar`)
	// contrasting and withoutWords: a "but without" that narrows a thing
	// (restricts).
	contrasting  = wordSet(`but aber pero`)
	withoutWords = wordSet(`without ohne sin`)
	// excluding open a limit on what is given: "nothing about true crime",
	// "keine Freizeitparks", "nada de cilantro".
	excluding = wordSet(`nothing none kein keine keinen nichts nada ningún ninguna ninguno`)
	// conditions open a condition; asking are the person's words for asking
	// the assistant something, firstPersonAsk those that say the person
	// asks without a pronoun (onTheAnswers).
	conditions     = wordSet(`if wenn falls si`)
	asking         = wordSet(`ask frage frag bitte pido pregunto pida pregunte`)
	whatIsAsked    = wordSet(`whether if ob si what was how wie qué cómo cuánto cuánta about for nach por`)
	everyone       = wordSet(`everyone everybody nobody someone anyone alle jeder niemand keiner todos todas nadie alguien`)
	owners         = wordSet(`my our mein meine meinem meinen meiner unser unsere mi mis nuestro nuestra`)
	firstPersonAsk = wordSet(`pido pregunto`)
	// answers are what the assistant does in its answers (onTheAnswers);
	// forMe what it does for the person, when "me" or "mir" says so
	// ("make me a meal plan"; not "if you call British Gas").
	answers = wordSet(`recommend suggest propose answer reply respond write explain list translate
	empfiehlst vorschlägst schreibst antwortest erklärst nennst übersetzt
	recomiendas sugieres propones escribes explicas`)
	forMe = wordSet(`give tell show send make plan find gibst zeigst schickst machst planst suchst
	des digas muestres mandes hagas prepares busques hables hablas escribas pases pongas`)
	// knowing: a label's words that say the question is answered (askedLabel).
	// solving: what a head says the person cannot do yet about what
	// follows it ("… I don't know how to solve: …", "no sé resolver").
	solving = phrases(`solve|sort out|figure out|work out|hinkriege|hinbekomme|hingekriegt|lösen|regeln|klären|resolver|solucionar|arreglar`)
	// duties open what the person has to do: "I have to find gold candles".
	duties  = phrases(`i have to|i need to|i must|we have to|we need to|i've got to|we've got to|i need a|i need an|we need a|ich muss|wir müssen|ich brauche|tengo que|tenemos que|hay que|necesito|necesitamos`)
	knowing = phrases(`settled|answered|question solved|sin duda|no doubt|no question|keine frage|ohne frage|geklärt|beantwortet|resuelt`)
	// settling: a sentence that answers the question before it at once
	// ("Found it, it was …", "Ya lo encontré", "Hat sich erledigt").
	settling = phrases(`found it|never mind|nevermind|sorted it|solved it|figured it out|
	hab's gefunden|hab es gefunden|habe es gefunden|schon gefunden|hat sich erledigt|
	ya lo encontré|ya lo he encontrado|lo encontré|olvídalo|ya está resuelto`)
	// calledOff: a plan called off ("The quiz night is off", "fällt aus",
	// "se cancela"), before what replaces it.
	calledOff = phrases(`is off,|is off.|is off!|'s off,|'s off.|'s off!|are off,|are off.|called off|rained off|cancelled|canceled|scrapped|not happening|
	abgesagt|fällt aus|fällt flach|fällt ins wasser|gestrichen|storniert|geplatzt|
	cancelado|cancelada|se cancela|se canceló|suspendido|suspendida|anulado|anulada|se acabó|no va a haber`)
	// planned: a sentence that says what will be (replacing: "Instead it's
	// a picnic", "Stattdessen gibt es …", "En vez de eso haremos …");
	// hedged: one that is not sure yet.
	planned = phrases(`it's|it is|she's|she is|he's|he is|they're|they are|she'll|he'll|they'll|it'll|it will|we'll|we will|we're|we are|i'll|i will|i'm|there'll|there will|let's|going to|
	gibt es|es gibt|machen wir|gehen wir|nehmen wir|wird|werden|wir |
	haremos|vamos a|habrá|será|hacemos|nos vamos|iremos`)
	// inPlace say that something is taken in place of another (insteadNow);
	// mindChanged that the person changed their mind or plan.
	inPlace     = phrases(`instead|stattdessen|statt dessen|en su lugar|en vez de eso|en lugar de eso`)
	mindChanged = phrases(`change of plan|change of plans|change of mind|changed my mind|changed our minds|change of heart|
	planänderung|umentschieden|anders entschieden|cambio de planes|cambio de plan|cambié de opinión|cambiamos de opinión|cambié de idea|
	kommando zurück|rolle rückwärts|change of tack|u-turn|marcha atrás`)
	hedged = phrases(`might|maybe|perhaps|not sure|vielleicht|mal sehen|weiß nicht|a lo mejor|quizás|quizá|ya veremos|no sé`)
	// deferring: a label's words that put what it labels off for later
	// (askedLabel).
	deferring = phrases(`for another day|for another time|for later|for some other time|für ein andermal|für später|für einen anderen tag|
	para otro día|para otro momento|para más adelante|para luego`)
	// later: the words that put a question aside for later (putAside).
	later = phrases(`question for later|a question for later|later question|question for another day|frage für später|
	pregunta para luego|pregunta para más adelante|duda para más adelante`)
	// standing are the words that make a request one that holds from then
	// on (askedToKeep): "ask you not to …", "bitten, mir keine …".
	standing = wordSet(`not never always no keine kein keinen nie niemals immer stets nicht no nunca siempre jamás`)
	// apologies, onceOnly: a request that is an apology or for this once
	// is no standing instruction (askedToKeep).
	apologies = phrases(`perdón|perdon|disculpa|entschuldigung|verzeihung|forgive|forgiveness|pardon`)
	onceOnly  = phrases(`this time|this once|just this|for now|esta vez|por esta vez|por ahora|diesmal|dieses mal|kurz |einmal|
	tonight|for today|for a second|por hoy|esta noche|für heute|heute abend|heute nacht`)
	// fussing are what a polite "no …" waves away, no limit on the
	// answers: "bitte keine Umstände", "nada de prisas", "no rush".
	fussing = phrases(`umstände|stress|eile|hektik|sorge|prisa|prisas|agobio|molestia|rush|hurry|worries|pressure|trouble|fuss|offence|offense|ofensa`)
	// notices are what a quoted "please no …" is written on.
	notices = phrases(`sign|notice|invitation|invite|poster|einladung|schild|zettel|aushang|steht|invitación|cartel|letrero|aviso|pone`)
	// placingOrder are what an order that holds from then on may tell the
	// assistant to put in or leave out ("please never put mushrooms in
	// anything").
	placingOrder = wordSet(`put add include use`)
	// mentioning are more of what the assistant does in its answers
	// (answering).
	mentioning = wordSet(`mention bring include add send propose offer push pushing mentioning bringing`)
	// anyOf, gives: "any plan you give me" (givesAny).
	anyOf    = wordSet(`any every whatever each jeden jede jedes jeder cualquier cada`)
	gives    = wordSet(`give send write make suggest show gibst schickst schreibst machst vorschlägst`)
	givesYou = wordSet(`des digas mandes escribas hagas sugieras pongas propongas recomiendes expliques contestes respondas
	digás mandés escribás hagás sugerás pongás propongás recomendés expliqués contestés respondás`)
	// reminding: a German request to be reminded, only where it opens a
	// clause ("Erinnere mich bitte an …", not "ich erinnere mich an Kühe").
	reminding = phrases(`erinner mich|erinnere mich|erinnern sie mich`)
	// acquired: something bought, ordered, booked or taken — a fact of its
	// own even without a name ("habe ich säurefreie Archivmappen bestellt",
	// "I've been taking ibuprofen").
	acquired = phrases(`bought|ordered|booked|i've got a new|gekauft|bestellt|gebucht|reserviert|compré|compramos|pedí|pedimos|
	nos tocó|nos ha tocado|
	reservé|reservamos|he comprado|he pedido|he reservado|he encargado|hemos encargado|encargué|encargamos|hemos comprado|hemos pedido|
	picked up a|got myself|gave me a |gave us a |gave me some|gave us some|me regaló|nos regaló|me regalaron|nos regalaron|mitgegeben|geschenkt|fitted the new|fitted new|installed the new|installed new|put in the new|put in new|eingebaut|instalé|instalamos|geholt|besorgt|angeschafft|me compré|conseguí|me conseguí|me traje|nos compramos|
	i've been taking|i'm taking|i take |ich nehme|nehme ich|estoy tomando|tomo |
	she takes|he takes|she's on |he's on |i'm on |i use |we use |i'm using|we're using|nehm ich|nimmt jetzt|benutze ich|verwende ich|
	toma |uso |usamos |estoy usando|
	need to buy|needs to buy|have to buy|got him a|got her a|got them a|got him his|got her her|necesito comprar|tengo que comprar|hay que comprar|
	muss noch|müssen noch|brauche noch|brauchen noch|besorgen|need to get|have to get|tengo que conseguir|hay que conseguir|mandé a arreglar|we using|we're using`)
	// placing are the verbs that say where something is kept or stands
	// (located); whereWords are the prepositions of where.
	// ("Montan los fogones en el local de …": setting up places a thing;
	// a part read at stop 77.)
	placing = wordSet(movingWords, `gebracht gestellt verlegt gehängt geräumt gelegt verstaut
	park parks parked parken parkt parkten aparca aparcan aparcamos aparcado aparcados
	goes kommt kommen va van
	keep keeps kept store stores stored staged stashed stacked live lives stand stands sit sits hang hangs lie lies
	is are was were they're they’re
	stehen steht liegen liegt hängen hängt lagern lagert wohnt wohnen ist sind war waren
	guardo guardamos guarda tengo tenemos están está estaba estaban viven vive cuelga cuelgan dejo dejamos
	monta montan montamos montaron`, growingWords)
	// meeting say where people gather: "all the guests meet at the
	// fountain", "treffen sich alle beim Brunnen", "nos juntamos en la
	// plaza" (meetsAt).
	meeting    = wordSet(`meet meets meeting treffen trifft juntamos juntan encontramos`)
	whereWords = wordSet(`in into on onto at under behind above below beside inside by near underneath atop round out
	in auf unter hinter über neben vor zwischen
	en debajo detrás encima junto dentro de`)
	// copulas are the verbs of placing that only say where something is,
	// right after them or after one word like "now" (still); the German
	// ones take a contraction ("ist im Keller").
	copulas      = wordSet(`is are was were ist sind war waren está están estaba estaban they're they’re`)
	germanCopula = wordSet(`ist sind war waren`)
	// subjectCopula are the copulas with their subject in them: things
	// ("They're in the glovebox now").
	subjectCopula = wordSet(`they're they’re`)
	// pronounSubjects are the subjects of a copula that say no place of a
	// thing (located).
	pronounSubjects = wordSet(`that this everyone everything everybody nobody nothing we i you
	das dies alles wir ich du yo tú eso esto todo todos nosotros`)
	// still are the words that may stand between a copula and where a thing
	// is: "is now in the shed", "ist hinten in der Garage", "está arriba en …".
	still = wordSet(`now still already usually normally always jetzt noch schon immer ahora todavía ya siempre
	upstairs downstairs outside hinten vorne vorn oben unten drüben draußen drinnen arriba abajo fuera dentro`)
	// keeping are the verbs of placing that take an object first ("keep
	// the fuses in the tin").
	keeping = wordSet(`keep keeps kept store stores stored lagern lagert guardo guardamos guarda tengo tenemos`)
	// moving are the verbs of putting something somewhere else: where it
	// goes is where it is from then on ("We're moving it into the office").
	moving = wordSet(movingWords)
	// movedLast are the German participles of putting something somewhere,
	// which end their clause: where it went comes before them ("Wir haben
	// sie in den Keller gebracht").
	movedLast = wordSet(`gebracht gestellt verlegt gehängt geräumt gelegt verstaut`)
	// perfect are the auxiliaries between a Spanish object pronoun and the
	// participle ("Los hemos llevado al desván") and the German ones before
	// the object pronoun ("Wir haben sie … gebracht").
	perfect = wordSet(`he has ha hemos habéis han haben habe hab hat hatten`)
	// movedAfter are the words that stand for what a sentence moves after
	// the verb ("moving it", "stellen ihn"), movedBefore in Spanish before
	// it ("lo llevamos"; after it, "la" is an article: "ponemos la
	// lavadora").
	movedAfter  = wordSet(`it them him her ihn sie es`)
	movedBefore = wordSet(`lo la los las`)
	// movedPeople are the pronouns of the person or the assistant moved,
	// which say where one was for a moment ("they put me on a treadmill");
	// where "him" or "her" is moved to is where they are from then on ("We're
	// moving her into the downstairs bedroom").
	movedPeople = wordSet(`me us you mich uns dich nos te`)
	// contracted are a preposition and an article in one word ("im Keller",
	// "del felpudo"); articles the articles and possessives before a noun.
	contracted = wordSet(`im ins am beim vom zum zur del al`)
	articles   = wordSet(`the a an my our his her their your its this that
	der die das dem den des ein eine einem einer meinem meiner meinen unserem unserer unseren seinem seiner ihrem ihrer deinem deiner
	el la los las un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras este esta ese esa`)
	// figures are the nouns of a place that is a figure of speech ("in the
	// back of my mind", "en el aire", "in the mood").
	figures = wordSet(`back middle end air mood way dark loop moment meantime wild cards pipeline works path
	point stage beginning start time age rate level weekend least latest last same
	evening afternoon morning night abend nachmittag vormittag mittag tarde mañana noche
	radio news newspaper paper newsletter facebook instagram website internet page homepage noticeboard poster posters flyer flyers
	gemeindeblatt zeitung amtsblatt pinnwand aushang periódico página tablón cartel carteles
	family list past head mind world heart hand hands clouds sky court detail details eye boat picture loop
	blink tongue lap gods manos blood genes
	gloria estómago grunde prinzip nachhinein allgemeinen endeffekt
	aire fondo medio luft ende mitte familie liste lista familia tejado mundo nubes cabeza luna
	kopf himmel wolken sternen hand händen`)
	// role: a sentence saying what someone is ("she's a nurse so …"), which
	// goes on about the person named in the sentence before.
	role = phrases(`he's a |she's a |he's an |she's an |he is a |she is a |he is an |she is an |he was a |she was a |
	er ist |sie ist |ella es |él es `)
	// locative are the prepositions that open a clause saying where or when
	// ("…, on Rua das Flores", "…, am Hauptbahnhof", "…, en la calle Mayor").
	locative = wordSet(`on at in near behind opposite next by am im beim vor hinter neben gegenüber en junto cerca detrás enfrente frente`)
	// periods are what a frequency counts in ("twice a week").
	periods = wordSet(`week day month year weekend woche tag monat jahr wochenende semana día dia mes año`)
	// ruleLabels label an instruction before a colon, as the whole label
	// ("one ground rule: …", "Eine Bitte, die für alles gilt: …"; not
	// "School's new rule: …", "Llamé a Norma: …").
	ruleLabels = phraseSet(`rule|one rule|a rule|another rule|rules|ground rules|house rules|a few rules|some rules|a few ground rules|new rule|one new rule|ground rule|one ground rule|house rule|one house rule|standing rule|a standing rule|
	small rule|a small rule|one small rule|another small rule|little rule|a little rule|one little rule|another little rule|quick rule|one quick rule|another quick rule|one more rule|
	bitte|eine bitte|kleine bitte|noch eine bitte|eine bitte vorweg|kleine bitte noch|eine kleine bitte|noch eine kleine bitte|eine letzte bitte|regel|regeln|ein paar regeln|eine regel|noch eine regel|kleine regel|eine kleine regel|noch eine kleine regel|una regla|otra regla|reglas|unas reglas|algunas reglas|normas|una reglita|otra reglita|una norma|otra norma|una regla más`)
	// thisIsRule label an instruction as a rule with a copula ("Otra cosa,
	// y esto es una norma: …"), only after a label of one thing or alone:
	// not "In our house, this is a rule: …" (a review of stop 61).
	thisIsRule = phraseSet(`this is a rule|that's a rule|this one's a rule|this is a standing rule|this is a rule now|that's a rule now|here's a rule|here is a rule|this is a new rule|das ist ab jetzt eine regel|esto es una norma desde ahora|das ist eine regel|das ist eine feste regel|esto es una norma|esto es una regla|eso es una norma|eso es una regla`)
	// askingLabels label a request, which holds from then on only when it
	// says how the assistant answers (ruled): "Small request before we
	// begin: British spelling throughout", not "Quick request: can you check
	// these dates?".
	askingLabels = phraseSet(`request|a request|one request|small request|a small request|one small request|quick request|a quick request|
	favour|a favour|one favour|small favour|favor|a favor|one favor|small favor|quick favour|a quick favour|quick favor|a quick favor|
	eine bitte gleich vorweg|eine bitte vorab|noch eine bitte vorab|
	te pido una cosa|le pido una cosa|te pido un favor|le pido un favor|un favor|una petición|un pedido|una cosita`)
	// pointers are what a request that points back asks about
	// (pointingRequest); Spanish attaches it to the verb ("pensarlo").
	pointers = wordSet(`that this those these das dies da dabei damit darum dafür eso esto ello`)
	// conjoining: before "that", a conjunction, not a pointer ("so that",
	// "now that").
	conjoining = wordSet(`so now such given and but sure`)
	// determiners open a noun phrase: the subject after a Spanish verb.
	determiners = wordSet(`mi mis tu tus su sus el la los las un una unos unas nuestro nuestra este esta ese esa`)
	// trailing: what may follow the pointer of a request that points back
	// ("untangle that at some point", "pensarlo más adelante").
	trailing = wordSet(`at some point later sometime soon please for me when you can too first pls through over out más adelante luego después porfa
	bitte später mal noch once day`)
	// rhetorical are the verbs of a question that asks nothing ("can you
	// believe it?", "kannst du dir das vorstellen?", "¿te lo puedes creer?").
	rhetorical = wordSet(`believe imagine guess vorstellen glauben fassen creer imaginar imaginas crees`)
	// englishMarks, germanMarks: little words that tell English from German
	// (newReader: only German capitalizes its nouns).
	englishMarks = wordSet(`the and of to is with my who was that for are have it`)
	germanMarks  = wordSet(`der die das und ist mit ich nicht ein eine zu den dem sie wir`)
	// labelTails are what may follow a rule's label to say who it is for and
	// how long it holds ("Rule for you going forward:").
	labelTails = phrases(`for you|going forward|from now on|from here on|for this chat|für dich|ab jetzt|ab sofort|von nun an|
	para ti|de ahora en adelante|a partir de ahora|before we begin|before we start|before anything else|
	antes que nada|antes de empezar|de entrada`)
	// personal are the pointing words that stand for a person: a sentence
	// opening with one goes on about someone the sentence before named.
	personal = wordSet(`he he's his she she's her they they're they've their er sie ihr sein seine ihre ihren él ella ellos ellas su sus`)
	// placedThings are the pronouns of personal that also stand for
	// things: where they are now is said of what the sentence before names.
	placedThings = wordSet(`they they're they've sie ellos ellas`)
	// naming are the words after which a word is a name ("a program called
	// Ahnenblatt", "das Dorf heißt Niederehe", "un perro llamado Coco").
	naming = wordSet(`called named namens heißt heisst genannt llamado llamada llama`)
	// subjects are the pronouns that open a clause about the subject before.
	subjects = wordSet(`he he's she she's they they're it it's er sie es él ella ellos ellas`)
	// speakers are the pronouns that open a statement of the person's own.
	speakers = wordSet(`i i'm i've i'll i'd we we're we've ich wir yo nosotros`)
	// fromNow say that something holds from then on; formats are what the
	// answers look like (formatRule).
	fromNow = phrases(fromNowList)
	// everyTime make an order on the answers last: "tell me the weekday
	// every time".
	everyTime = phrases(`every time|each time|every single time|jedes mal|jedesmal|jedes einzelne mal|cada vez|todas las veces`)
	// fromToday say the same from today, which is news as often ("Ab heute
	// gilt der neue Fahrplan"): only right before an order (imperativeOrder).
	fromToday = phrases(`from today on|from today onwards|ab heute|von heute an|von jetzt an|a partir de hoy|de hoy en adelante|desde hoy en adelante|de aquí en adelante`)
	// fromNowOrToday are both, for imperativeOrder.
	fromNowOrToday = slices.Concat(fromNow, fromToday)
	formats        = wordSet(`answer answers reply replies response responses paragraph paragraphs bullet bullets sentence sentences
	list lists table tables emoji emojis markdown antworten absätze absätzen stichpunkte stichpunkten sätze sätzen listen tabellen
	respuestas párrafos viñetas frases listas tablas`)
	// possessive open a clause about an attribute of the subject before
	// when a copula follows their noun ("her name is Carol", "sein Name ist
	// …"), and about another subject when a name does ("her husband Tom").
	possessive = wordSet(`his her their its sein seine ihr ihre su sus`)
	// relating open who someone is to the person: "my husband, Colin, …",
	// "Meine Schwester, Annelie, …" (apposed).
	relating  = wordSet(`my our mein meine meinem meinen meiner mei unser unsere unserem unseren mi mis nuestro nuestra nuestros nuestras`)
	copula    = wordSet(`is was are were ist war sind es era son`)
	attribute = wordSet(`name surname nickname number phone address email birthday job nachname spitzname nummer telefon
	adresse geburtstag beruf nombre apellido apodo mote número teléfono dirección cumpleaños trabajo`)
	// contractions end in "'s" without being a possessive ("Here's", "Let's",
	// "tonight's", "the week's").
	contractions = wordSet(`here let that it what there who he she where how today tonight tomorrow week year month day night morning weekend
	nimm mach gib lass sag kommt geht gibt nimmt macht wissen sehen schauen hören passen glauben stellen`)  // German "es" or Austrian "Sie" after a verb: "nimm's mir nicht übel", "jetzt kommt's", "Wissen's was"
	// saying are the words that report what someone else said or wrote.
	saying = wordSet(`says said say saying asked ask asks asking texted texts wrote writes told tells sign signs notice
	reads if sagt sagte schreibt schrieb fragt fragte meint meinte dice dijo decía decían dicen escribe escribió pregunta preguntó
	contestó contesté protesta si`)
	// objects follow an imperative verb ("number them", "ponlos", "gib mir").
	objects = wordSet(`them it me those these sie es mir mich ihn los las lo la me`)
	// ordering open an order's clause.
	ordering = wordSet(`please always never just only then bitte dann immer nie nur bloß por favor siempre nunca solo entonces`)
	// politeness are the words that make a clause an order.
	politeness = phrases(`please |please,|please.|please!|please?|pls |bitte|por favor|porfa`)
	// whenYou open a condition on what the assistant does.
	whenYou = phrases(`when you|whenever you|if you ever|every time you|each time you|anytime you|any time you|wenn du|falls du|sobald du|immer wenn du|
	cuando me|cuando tú|cuando tu|cuando hables |cuando hablés |cada vez que hables |si me|siempre que|whenever i |every time i |whenever we|every time we|cuando te |cada vez que te |cada vez que me `)
	// atLeisure: a condition that only says "later, when it suits you".
	atLeisure = phrases(`when you get a chance|when you get a minute|when you have a minute|when you have a moment|when you have time|when you've got a minute|
	when you get a sec|when you've got a sec|whenever you get a chance|whenever you have time|when you can|wenn du zeit hast|wenn du mal zeit hast|wenn du mal kurz zeit hast|
	cuando puedas|cuando tengas tiempo|cuando tengás tiempo|cuando podás|cuando tengas un rato|cuando tengás un rato`)
	// secondPerson are the words that speak to the assistant; output the
	// words of what the assistant writes or does. An instruction has them
	// (addressed).
	secondPerson = wordSet(`you your you're yours yourself du dir dich dein deine deinen deinem ihnen tú tu te ti usted ustedes contigo vos
`)
	output = wordSet(`answer answers reply replies respond response responses write suggest suggestion suggestions recommend
	explain translate list show tell call use give keep format sign suggesting recommending calling
	erklären schreiben verwenden nennen geben
	schick schickst antwort antworte antworten antwortest schreib schreibe schreibst nutze benutze verwende gib gibst nenn nenne nennst empfiehl empfiehlst erkläre zeig zeigst schlag vorschlägst
	respuesta respuestas responde contesta contestes escribe escribas usa uses utiliza da des dé dame pon pongas ponlos ponme llama
	llames sugieras sugiere recomienda explica muestra dime digas contéstame respóndeme escríbeme háblame explícame
	explicame contame decime contestame respondeme escribime hablame gie
	propongas propón recomiendes mandes proponga sugiera recomiende responda conteste escriba ponga diga mande
	duz duze sieze siez tutéame
	correct correcting corrijas corrija corrijan korrigier korrigiere korrigierst
	poné usá decime escribí contestá respondé mandá explicá mostrá sugerí recomendá hablame contestame respondeme escribime explicame
	contestés escribás usés digás pongás llamés sugerás recomendés propongás mandés evitá evites evités poneme ponémelo ponelo`)
	// answeringHow: a sentence that announces something about how the
	// assistant answers (not "I love how you talk to me"; not "about your
	// answers", which are often some answers of before: "Quick question
	// about your answers yesterday. Give me the itinerary again").
	answeringHow = phrases(`about how you answer_|on how you answer_|about how you reply_|on how you reply_|about how you write to me|
	about the way you answer_|regarding how you answer_|
	zu deiner art|
	sobre cómo me contestas|sobre cómo me respondes|sobre cómo me escribes|de cómo me contestas|de cómo me respondes`)
	// frontedIn are the German contractions that open a line with a place
	// ("Im Keller liegt …").
	frontedIn = wordSet(`im ins am beim`)
	// disbelief: "don't tell me" before what happened is surprise, and "keep
	// it between us" a confidence, no order ("No me digas que ya cerraron la
	// tienda", "Sag bloß nicht, dass …", "Keep it between us, but …").
	disbelief = phrases(`no me digas que |no me digás que |don't tell me that |don't tell me you |sag bloß nicht|sag jetzt nicht|sag nur nicht|
	keep it between us|keep this between us|keep that between us|between you and me|unter uns gesagt|das bleibt unter uns|que quede entre nosotros|entre nos`)
	// dismissals open a sentence that drops a matter (dismisses).
	dismissals = []string{"never mind", "nevermind", "forget it", "vergiss es", "olvídalo", "olvidalo", "déjalo", "dejalo"}
	// onlyAnswers are looks only answers have (bareBan): not "tables" or
	// "text", which a kitchen or a friend has.
	onlyAnswers = wordSet(`emoji emojis emoticons smileys markdown bullet bullets headings hashtags stichpunkte aufzählungszeichen
	aufzählungen spiegelstriche überschriften tabellen viñetas negritas metric`)
	// counsel is what the assistant may give unasked and a person may be
	// glad to be done with ("No more lectures, thank god"): banned only
	// when asked politely or after a head (bareBan).
	counsel = wordSet(`advice lecture lectures sermon sermons disclaimers pleasantries caveats ratschläge vorträge predigten floskeln consejos sermones sermoneos`)
	// answerLayouts are layouts a menu or a restaurant has too ("No tables
	// left"): banned only when asked politely or after a head (bareBan).
	answerLayouts = wordSet(`tables tablas`)
	// contrasts say how a thing is written against how it is not: "in
	// Celsius, nicht in Fahrenheit", "als Ziffern", "statt …".
	contrasts = wordSet(`nicht statt anstatt sondern als celsius fahrenheit ziffern`)
	// tongues are the names of languages.
	tongues = wordSet(tongueList)
	// curtOrders are whole instructions of two or three words (curt).
	curtOrders = phrases(`keep things short|keep things brief|keep everything short|answer briefly|answer in short|reply briefly|be brief|be concise|keep it brief|keep it short|stop apologising|stop apologizing|
	antworte kurz|antworte knapp|fass dich kurz|halte dich kurz|halt dich kurz|duz mich|duze mich|siez mich|sieze mich|sei kurz|entschuldige dich nicht|sé breve|sé concisa|sé conciso|responde breve|contesta breve|no te disculpes`)
	// softeners stand between a German imperative and its object: "schreib
	// mir bitte mal kurz …".
	softeners = wordSet(`bitte mal doch kurz noch schnell gleich nochmal`)
	// telling and someoneElse read "don't tell …" (tellsSomeoneElse).
	telling     = wordSet(`tell digas cuentes`)
	someoneElse = wordSet(`anyone anybody nobody everyone everybody him them people`)
	// belongsTo are the words before a thing that say it is part of, or for,
	// another ("the keys to the car", "el cargador para el móvil").
	belongsTo = wordSet(`to for para für zum zur`)
	// whose: the words that say a sentence is someone's (their remark, not
	// an announcement: "My wife jokes about how you answer me").
	whose = wordSet(`my our his her their mi mis nuestro nuestra nuestros nuestras su sus mein meine meiner unser unsere sein seine ihr ihre`)
	// asides are the words that open a clause commenting on the one before.
	asides = wordSet(`which who whom because since though although but otherwise plus thank thanks honestly lol haha
	meaning unless whereas
	weil denn aber obwohl sonst wobei womit
	porque pues pero aunque jaja jajaja`)
	// tones are the words of an opening that carries only tone.
	tones = wordSet(`oh ugh so well okay ok anyway hey hi hello right um uh hmm yeah yes no sorry wow aw ah
	ach naja also hallo hey ja nein okay tja oje
	bueno ay pues oye mira vale hola ah bah uf`)
	// pointing are the words that open a sentence about the one before.
	pointing = wordSet(`it it's its he he's she she's they they're they've there there's this that that's these those his her their
	er sie es das dies dort da ihr sein seine ihre ihren dieser diese dieses
	él ella ellos ellas eso esto ahí allí allá su sus lo es está son están era fue tiene`)
	// proDrop are the Spanish verbs a sentence about the person before opens
	// with, the subject dropped ("Viene el martes"; not "Llega mi hermano").
	proDrop = wordSet(`viene llega vive trabaja cobra cuesta abre cierra empieza termina dice quiere están estaban`)
	// nowWords open a sentence that says how things are now; what follows
	// may point back ("Ahora están en …").
	nowWords = wordSet(`now ahora ya jetzt inzwischen mittlerweile`)
	// changed: a statement that gives a new value for something said before.
	changed = phrases(`now |now,|now.|moved|changed|instead|switched|postponed|rescheduled|pushed|brought forward|bumped|
	updated|correction|no longer|anymore|any more|again|from next|new time|new date|
	change of plan|planänderung|cambio de planes|adelantado|adelanta|retrasado|aplazado|pospuesto|vorverlegt|
	jetzt|nun |nun,|nun.|verschoben|geändert|stattdessen|statt|umgezogen|neu|korrektur|nicht mehr|wieder|
	ahora|cambió|cambiado|cambiamos|movieron|movido|la movimos|lo movimos|las movimos|los movimos|la pasamos|lo pasamos|la cambiamos|lo cambiamos|la cambié|lo cambié|la cambiaron|lo cambiaron|adelantamos|atrasamos|retrasamos|en vez de|en lugar de|pasó a|corrección|ya no|al final|otra vez|de nuevo`)
	// runOn are the words that open a statement inside a run-on sentence
	// before a pronoun; opensStatement those that open one whatever follows.
	runOn          = wordSet(`so then dann entonces pues`)
	opensStatement = wordSet(`anyway oh`)
	// repriced: a number that changed ("the deposit went up to £200"): a
	// change only with a number next to it (repricedValue: "Dad went down
	// to Brighton", "in den Zug gestiegen" are none).
	repriced = phrases(`went up|gone up|goes up|went down|gone down|goes down|increased|decreased|raised to|dropped to|
	gestiegen|gesunken|erhöht|gesenkt|subió|ha subido|han subido|subieron|sube|bajó|ha bajado|han bajado|bajaron|baja a`)
	// conjunctions that may join two statements in one sentence.
	joining = wordSet(`and but while whereas plus und aber während sowie y e pero mientras et mais e ma`)
)

// phraseSet is a set of the phrases of a list separated by "|".
func phraseSet(list string) map[string]bool {
	m := map[string]bool{}
	for _, p := range phrases(list) {
		m[strings.TrimSpace(p)] = true
	}
	return m
}

func wordSet(lists ...string) map[string]bool {
	m := map[string]bool{}
	for _, l := range lists {
		for _, w := range strings.Fields(l) {
			m[w] = true
			m[swiss(w)] = true
		}
	}
	return m
}

// phrases splits a |-separated list; a phrase ending in a space must end a word.
// A German phrase with ß stands in its Swiss spelling too ("weiß ich immer
// noch nicht" as "weiss ich immer noch nicht": Swiss German writes no ß; a
// part read at stop 76).
func phrases(list string) []string {
	var out []string
	for _, p := range strings.Split(list, "|") {
		if p = strings.TrimLeft(p, " \n\t"); p != "" {
			out = append(out, p)
			if ss := swiss(p); ss != p && !strings.Contains(list, ss) {
				out = append(out, ss)
			}
			for _, d := range dialect(p) {
				if !slices.Contains(out, d) {
					out = append(out, d)
				}
			}
		}
	}
	return out
}

// dialect is a German phrase of three words or more as southern German
// writes it: "i" for "ich", "nit", "net" or "ned" for "nicht" ("was i noch
// nit weiß" for "was ich noch nicht weiß", "nit weiß" for "nicht weiß"; a
// Tyrolean part read at stop 77). "ich" only in a phrase of three words or
// more: "i bin" is English too.
func dialect(p string) []string {
	ws := strings.Split(p, " ")
	if len(ws) < 2 || !slices.Contains(ws, "ich") && !slices.Contains(ws, "nicht") {
		return nil
	}
	is := []string{"ich", "i"}
	if len(ws) < 3 {
		is = is[:1]
	}
	nochs := []string{"noch"}
	if slices.Contains(ws, "noch") {
		nochs = append(nochs, "no") // "weiß i no net" (the review of stop 77)
	}
	var out []string
	for _, i := range is {
		for _, nicht := range []string{"nicht", "nit", "net", "ned"} {
			for _, noch := range nochs {
				v := make([]string, len(ws))
				for k, w := range ws {
					switch w {
					case "ich":
						w = i
					case "nicht":
						w = nicht
					case "noch":
						w = noch
					}
					v[k] = w
				}
				d := strings.Join(v, " ")
				if v[len(v)-1] == "i" || v[len(v)-1] == "no" {
					d += "_" // "vergiss, was i" is not "vergiss, was ihr Lehrer …" (the review of stop 77)
				}
				if d != p && !slices.Contains(out, d) {
					out = append(out, d)
				}
			}
		}
	}
	return out
}

// swiss is a German word or phrase in Swiss spelling: ss for ß.
func swiss(p string) string {
	return strings.ReplaceAll(p, "ß", "ss")
}

// holdsAny reports whether text holds one of the strings anywhere, inside a
// word too: the quick look before a line is read word by word.
func holdsAny(text string, list []string) bool {
	return slices.ContainsFunc(list, func(p string) bool { return strings.Contains(text, p) })
}

// marks reports whether the lower-cased text holds one of the phrases as
// words (or, for a phrase that ends in a letter, as the start of a word:
// "alérgic" marks "alérgica"; a phrase ending in "_" only as a whole word:
// "never_" marks "never." but not "nevera", "immer_" not "immerhin").
func marks(lower string, list []string) bool {
	padded := " " + lower + " "
	for _, p := range list {
		whole := strings.HasSuffix(p, "_")
		p = strings.TrimSuffix(p, "_")
		i := strings.Index(padded, p)
		for i >= 0 {
			// "¿me recuerdas …?" is marked: the phrase starts a word. It may
			// end inside one (a stem: "alérgic" marks "alérgica") unless it
			// must be whole.
			before, _ := utf8.DecodeLastRuneInString(padded[:i])
			after, _ := utf8.DecodeRuneInString(padded[i+len(p):])
			if i > 0 && !unicode.IsLetter(before) && (!whole || !unicode.IsLetter(after)) {
				return true
			}
			next := strings.Index(padded[i+1:], p)
			if next < 0 {
				break
			}
			i += 1 + next
		}
	}
	return false
}

func isLetterByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}
