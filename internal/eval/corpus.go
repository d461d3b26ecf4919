package eval

import (
	"embed"
	"encoding/json"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The corpus (docs/evaluation.md): conversations as people type them, every
// fact they state marked with the keys a faithful note of it must hold on one
// line. Parts written apart, by helpers who never saw the code: the
// development half (dev), which the memory was tuned on; twenty-seven more
// development parts (dev2 … dev28), each a held-out part until it was measured
// blind, and then tuned on too (dev5 was heldout2 until stop 29, dev6 heldout3
// until stop 30, dev7 heldout4 until stop 31, dev8 heldout5 and dev9 heldout6
// until stop 32, dev10 heldout7 until stop 33, dev11 heldout8 and dev12
// heldout9 until stop 34, dev13 heldout10 and dev14 heldout11 until stop 35,
// dev15 heldout12 and dev16 heldout13 until stop 36, dev17 heldout14 and
// dev18 heldout15 until stop 37, dev19 heldout16 and dev20 heldout17 until
// stop 38, dev21 heldout18 and dev22 heldout19 until stop 39, dev23
// heldout20 and dev24 heldout21 until stop 40, dev25 heldout22 and dev26
// heldout23 until stop 41, dev27 heldout24 and dev28 heldout25 until stop
// 42, dev29 heldout26 and dev30 heldout27 until stop 43, dev31 heldout28
// and dev32 heldout29 until stop 44, dev33 heldout30 and dev34 heldout31
// until stop 45, dev35 heldout32 and dev36 heldout33 until stop 46, dev37
// heldout34 and dev38 heldout35 until stop 47, dev39 heldout36 and dev40
// heldout37 until stop 48, dev41 heldout38 and dev42 heldout39 until stop
// 49, dev43 heldout43 and dev44 heldout44, written and measured blind at
// stop 49 and read after, dev45 heldout45 and dev46 heldout46, written and
// measured blind at stop 50 and read at stop 51, dev47 heldout47 and dev48
// heldout48, written and measured blind at stop 51 and read at stop 52, dev49
// heldout49 and dev50 heldout50, written and measured blind at stop 52 and
// read at stop 53, dev51 heldout51 and dev52 heldout52, written and measured
// blind at stop 53 and read at stop 54, dev53 heldout53 and dev54 heldout54,
// written and measured blind at stop 54 and read at stop 55, dev55 heldout55
// and dev56 heldout56, written and measured blind at stop 55 and read at
// stop 56, dev57 heldout57 and dev58 heldout58, written and measured blind
// at stop 56 and read at stop 57, dev59 heldout59 and dev60 heldout60,
// written and measured blind at stop 57 and read at stop 58, dev61
// heldout61 and dev62 heldout62, written and measured blind at stop 58 and
// read at stop 59, dev63 heldout63 and dev64 heldout64, written and
// measured blind at stop 59 and read at stop 60, dev65 heldout65 and dev66
// heldout66, written and measured blind at stop 60 and read at stop 61, dev67
// heldout67 and dev68 heldout68, written and measured blind at stop 61 and
// read at stop 62, dev69 heldout69 and dev70 heldout70, written and measured
// blind at stop 62 and read at stop 63, dev71 heldout71 and dev72 heldout72,
// written and measured blind at stop 63 and read at stop 64, dev73 heldout73
// and dev74 heldout74, written and measured blind at stop 64 and read at
// stop 65, dev75 heldout75 and dev76 heldout76, written and measured blind at
// stop 65 and read at stop 66, dev77 heldout77 and dev78 heldout78, written
// and measured blind at stop 66 and read at stop 67, dev79 heldout79 and dev80
// heldout80, written and measured blind at stop 67 and read at stop 68, dev81
// heldout81 and dev82 heldout82, written and measured blind at stop 68 and
// read at stop 69, dev83 heldout83 and dev84 heldout84, written and measured
// blind at stop 69 and read at stop 70, dev85 heldout85 and dev86 heldout86,
// written and measured blind at stop 70 and read at stop 71, dev87 heldout87
// and dev88 heldout88, written and measured blind at stop 71 and read at
// stop 72, dev89 heldout90, written and measured blind at stop 73 and read
// then, dev90 heldout89, written and measured blind at stop 73 and read at
// stop 74, dev91 heldout91 and dev92 heldout92, written and measured blind
// at stop 74 and read then, dev93 heldout93 and dev94 heldout94, written and
// measured blind at stop 74 and read at stop 75, dev95 heldout95 and dev96
// heldout96, written and measured blind at stop 75 and read then, dev97
// heldout97 and dev98 heldout98, written and measured blind at stop 75 and
// read at stop 76, dev99 heldout99 and dev100 heldout100, written and
// measured blind at stop 76 and read then, dev101 heldout101 and dev102
// heldout102, written and measured blind at stop 76 and read at stop 77,
// dev103 heldout103 and dev104 heldout104, written and measured blind at
// stop 77 and read at stop 78, dev105 heldout105 and dev106 heldout106,
// written and measured blind at stop 78 and read then, dev107 heldout107
// and dev108 heldout108, written and measured blind at stop 78 and read at
// stop 79, dev109 heldout109 and dev110 heldout110, written and measured
// blind at stop 79 and read at stop 80, dev111 to dev113 likewise at stops
// 80 and 81, dev114 heldout114 and dev115 heldout115, written and measured
// blind at stop 82 and read at stop 83, dev116 heldout116 and dev117
// heldout117, written at stop 82, measured blind and read at stop 83, dev118
// heldout118 and dev119 heldout119, written and measured blind at stop 83
// and read at stop 84, dev120 heldout120 and dev121 heldout121, written at
// stop 83, measured blind at stop 84 and read at stop 85, dev122 heldout122
// and dev123 heldout123, written at stop 84, measured blind at stop 85 and
// read at stop 86, dev124 heldout124 and dev125 heldout125, written at stop
// 85, measured blind at stop 86 and read at stop 87, dev126 heldout126 and
// dev127 heldout127, written and measured blind at stop 86 (14,336) and stop
// 87 (8,192) and read at stop 87, dev128 heldout128 and dev129 heldout129,
// written and measured blind at stop 87 and read at stop 88, dev130 heldout130
// and dev131 heldout131, written and measured blind at stop 88 and read at
// stop 89, dev132 heldout132 and dev133 heldout133, written and measured blind
// at stop 89 and read at stop 90, dev134 heldout134 and dev135 heldout135,
// written and measured blind at stop 90 and read at stop 91, dev136 heldout136 and dev137 heldout137,
// written and measured blind at stop 91 and read at stop 92, dev138 heldout138
// and dev139 heldout139, written and measured blind at stop 92 and read at stop 93,
// dev140 heldout140 and dev141 heldout141, written at stop 92, measured blind
// and read at stop 93, dev142 heldout142 and dev143 heldout143, written and
// measured blind at stop 93 and read at stop 94, dev144 heldout144 and dev145
// heldout145, written and measured blind at stop 94 and read at stop 95, dev146
// heldout146 and dev147 heldout147, written and measured blind at stop 95 and
// read at stop 96, dev148 heldout148 and dev149 heldout149, written and
// measured blind at stop 96 and read at stop 97, dev150 heldout150 and dev151
// heldout151, written and measured blind at stop 97 and read at stop 98, dev152
// heldout152 and dev153 heldout153, written and measured blind at stop 98 and
// read at stop 99, dev154 heldout154 and dev155 heldout155, written and
// measured blind at stop 99 and read at stop 100).

//go:embed corpus/dev.json corpus/dev2.json corpus/dev3.json corpus/dev4.json corpus/dev5.json corpus/dev6.json corpus/dev7.json corpus/dev8.json corpus/dev9.json corpus/dev10.json corpus/dev11.json corpus/dev12.json corpus/dev13.json corpus/dev14.json corpus/dev15.json corpus/dev16.json corpus/dev17.json corpus/dev18.json corpus/dev19.json corpus/dev20.json corpus/dev21.json corpus/dev22.json corpus/dev23.json corpus/dev24.json corpus/dev25.json corpus/dev26.json corpus/dev27.json corpus/dev28.json corpus/dev29.json corpus/dev30.json corpus/dev31.json corpus/dev32.json corpus/dev33.json corpus/dev34.json corpus/dev35.json corpus/dev36.json corpus/dev37.json corpus/dev38.json corpus/dev39.json corpus/dev40.json corpus/dev41.json corpus/dev42.json corpus/dev43.json corpus/dev44.json corpus/dev45.json corpus/dev46.json corpus/dev47.json corpus/dev48.json corpus/dev49.json corpus/dev50.json corpus/dev51.json corpus/dev52.json corpus/dev53.json corpus/dev54.json corpus/dev55.json corpus/dev56.json corpus/dev57.json corpus/dev58.json corpus/dev59.json corpus/dev60.json corpus/dev61.json corpus/dev62.json corpus/dev63.json corpus/dev64.json corpus/dev65.json corpus/dev66.json corpus/dev67.json corpus/dev68.json corpus/dev69.json corpus/dev70.json corpus/dev71.json corpus/dev72.json corpus/dev73.json corpus/dev74.json corpus/dev75.json corpus/dev76.json corpus/dev77.json corpus/dev78.json corpus/dev79.json corpus/dev80.json corpus/dev81.json corpus/dev82.json corpus/dev83.json corpus/dev84.json corpus/dev85.json corpus/dev86.json corpus/dev87.json corpus/dev88.json corpus/dev89.json corpus/dev90.json corpus/dev91.json corpus/dev92.json corpus/dev93.json corpus/dev94.json corpus/dev95.json corpus/dev96.json corpus/dev97.json corpus/dev98.json corpus/dev99.json corpus/dev100.json corpus/dev101.json corpus/dev102.json corpus/dev103.json corpus/dev104.json corpus/dev105.json corpus/dev106.json corpus/dev107.json corpus/dev108.json corpus/dev109.json corpus/dev110.json corpus/dev111.json corpus/dev112.json corpus/dev113.json corpus/dev114.json corpus/dev115.json corpus/dev116.json corpus/dev117.json corpus/dev118.json corpus/dev119.json corpus/dev120.json corpus/dev121.json corpus/dev122.json corpus/dev123.json corpus/dev124.json corpus/dev125.json corpus/dev126.json corpus/dev127.json corpus/dev128.json corpus/dev129.json corpus/dev130.json corpus/dev131.json corpus/dev132.json corpus/dev133.json corpus/dev134.json corpus/dev135.json corpus/dev136.json corpus/dev137.json corpus/dev138.json corpus/dev139.json corpus/dev140.json corpus/dev141.json corpus/dev142.json corpus/dev143.json corpus/dev144.json corpus/dev145.json corpus/dev146.json corpus/dev147.json corpus/dev148.json corpus/dev149.json corpus/dev150.json corpus/dev151.json corpus/dev152.json corpus/dev153.json corpus/dev154.json corpus/dev155.json corpus/heldout156.json corpus/heldout157.json
var corpusFiles embed.FS

// Parts of the corpus.
const (
	Dev    = "dev"
	Dev2   = "dev2"
	Dev3   = "dev3"
	Dev4   = "dev4"   // the first held-out part until stop 28
	Dev5   = "dev5"   // heldout2 until stop 29
	Dev6   = "dev6"   // heldout3 until stop 30
	Dev7   = "dev7"   // heldout4 until stop 31
	Dev8   = "dev8"   // heldout5 until stop 32
	Dev9   = "dev9"   // heldout6 until stop 32
	Dev10  = "dev10"  // heldout7 until stop 33
	Dev11  = "dev11"  // heldout8 until stop 34
	Dev12  = "dev12"  // heldout9 until stop 34
	Dev13  = "dev13"  // heldout10 until stop 35
	Dev14  = "dev14"  // heldout11 until stop 35
	Dev15  = "dev15"  // heldout12 until stop 36
	Dev16  = "dev16"  // heldout13 until stop 36
	Dev17  = "dev17"  // heldout14 until stop 37
	Dev18  = "dev18"  // heldout15 until stop 37
	Dev19  = "dev19"  // heldout16 until stop 38
	Dev20  = "dev20"  // heldout17 until stop 38
	Dev21  = "dev21"  // heldout18 until stop 39
	Dev22  = "dev22"  // heldout19 until stop 39
	Dev23  = "dev23"  // heldout20 until stop 40
	Dev24  = "dev24"  // heldout21 until stop 40
	Dev25  = "dev25"  // heldout22 until stop 41
	Dev26  = "dev26"  // heldout23 until stop 41
	Dev27  = "dev27"  // heldout24 until stop 42
	Dev28  = "dev28"  // heldout25 until stop 42
	Dev29  = "dev29"  // heldout26 until stop 43
	Dev30  = "dev30"  // heldout27 until stop 43
	Dev31  = "dev31"  // heldout28 until stop 44
	Dev32  = "dev32"  // heldout29 until stop 44
	Dev33  = "dev33"  // heldout30 until stop 45
	Dev34  = "dev34"  // heldout31 until stop 45
	Dev35  = "dev35"  // heldout32 until stop 46
	Dev36  = "dev36"  // heldout33 until stop 46
	Dev37  = "dev37"  // heldout34 until stop 47
	Dev38  = "dev38"  // heldout35 until stop 47
	Dev39  = "dev39"  // heldout36 until stop 47 measured it blind
	Dev40  = "dev40"  // heldout37 until stop 47 measured it blind
	Dev41  = "dev41"  // heldout38 until stop 48 measured it blind
	Dev42  = "dev42"  // heldout39 until stop 48 measured it blind
	Dev43  = "dev43"  // heldout43 until stop 49 measured it blind
	Dev44  = "dev44"  // heldout44 until stop 49 measured it blind
	Dev45  = "dev45"  // heldout45 until stop 50 measured it blind
	Dev46  = "dev46"  // heldout46 until stop 50 measured it blind
	Dev47  = "dev47"  // heldout47 until stop 51 measured it blind
	Dev48  = "dev48"  // heldout48 until stop 51 measured it blind
	Dev49  = "dev49"  // heldout49 until stop 52 measured it blind
	Dev50  = "dev50"  // heldout50 until stop 52 measured it blind
	Dev51  = "dev51"  // heldout51 until stop 53 measured it blind
	Dev52  = "dev52"  // heldout52 until stop 53 measured it blind
	Dev53  = "dev53"  // heldout53 until stop 54 measured it blind
	Dev54  = "dev54"  // heldout54 until stop 54 measured it blind
	Dev55  = "dev55"  // heldout55 until stop 55 measured it blind
	Dev56  = "dev56"  // heldout56 until stop 55 measured it blind
	Dev57  = "dev57"  // heldout57 until stop 56 measured it blind
	Dev58  = "dev58"  // heldout58 until stop 56 measured it blind
	Dev59  = "dev59"  // heldout59 until stop 57 measured it blind
	Dev60  = "dev60"  // heldout60 until stop 57 measured it blind
	Dev61  = "dev61"  // heldout61 until stop 58 measured it blind
	Dev62  = "dev62"  // heldout62 until stop 58 measured it blind
	Dev63  = "dev63"  // heldout63 until stop 59 measured it blind
	Dev64  = "dev64"  // heldout64 until stop 59 measured it blind
	Dev65  = "dev65"  // heldout65 until stop 60 measured it blind
	Dev66  = "dev66"  // heldout66 until stop 60 measured it blind
	Dev67  = "dev67"  // heldout67 until stop 61 measured it blind
	Dev68  = "dev68"  // heldout68 until stop 61 measured it blind
	Dev69  = "dev69"  // heldout69 until stop 62 measured it blind
	Dev70  = "dev70"  // heldout70 until stop 62 measured it blind
	Dev71  = "dev71"  // heldout71 until stop 63 measured it blind
	Dev72  = "dev72"  // heldout72 until stop 63 measured it blind
	Dev73  = "dev73"  // heldout73 until stop 64 measured it blind
	Dev74  = "dev74"  // heldout74 until stop 64 measured it blind
	Dev75  = "dev75"  // heldout75 until stop 65 measured it blind
	Dev76  = "dev76"  // heldout76 until stop 65 measured it blind
	Dev77  = "dev77"  // heldout77 until stop 66 measured it blind
	Dev78  = "dev78"  // heldout78 until stop 66 measured it blind
	Dev79  = "dev79"  // heldout79 until stop 67 measured it blind
	Dev80  = "dev80"  // heldout80 until stop 67 measured it blind
	Dev81  = "dev81"  // heldout81 until stop 68 measured it blind
	Dev82  = "dev82"  // heldout82 until stop 68 measured it blind
	Dev83  = "dev83"  // heldout83 until stop 69 measured it blind
	Dev84  = "dev84"  // heldout84 until stop 69 measured it blind
	Dev85  = "dev85"  // heldout85 until stop 70 measured it blind
	Dev86  = "dev86"  // heldout86 until stop 70 measured it blind
	Dev87  = "dev87"  // heldout87 until stop 71 measured it blind
	Dev88  = "dev88"  // heldout88 until stop 71 measured it blind
	Dev89  = "dev89"  // heldout90 until stop 73 measured it blind (written at stop 73)
	Dev90  = "dev90"  // heldout89 until stop 73 measured it blind (written at stop 73; read at stop 74)
	Dev91  = "dev91"  // heldout91 until stop 74 measured it blind (written at stop 74)
	Dev92  = "dev92"  // heldout92 until stop 74 measured it blind (written at stop 74)
	Dev93  = "dev93"  // heldout93 until stop 74 measured it blind (written at stop 74; read at stop 75)
	Dev94  = "dev94"  // heldout94 until stop 74 measured it blind (written at stop 74; read at stop 75)
	Dev95  = "dev95"  // heldout95 until stop 75 measured it blind (written at stop 75)
	Dev96  = "dev96"  // heldout96 until stop 75 measured it blind (written at stop 75)
	Dev97  = "dev97"  // heldout97 until stop 75 measured it blind (written at stop 75; read at stop 76)
	Dev98  = "dev98"  // heldout98 until stop 75 measured it blind (written at stop 75; read at stop 76)
	Dev99  = "dev99"  // heldout99 until stop 76 measured it blind (written at stop 76)
	Dev100 = "dev100" // heldout100 until stop 76 measured it blind (written at stop 76)
	Dev101 = "dev101" // heldout101 until stop 76 measured it blind (written at stop 76; read at stop 77)
	Dev102 = "dev102" // heldout102 until stop 76 measured it blind (written at stop 76; read at stop 77)
	Dev103 = "dev103" // heldout103 until stop 77 measured it blind (written at stop 77; read at stop 78)
	Dev104 = "dev104" // heldout104 until stop 77 measured it blind (written at stop 77; read at stop 78)
	Dev105 = "dev105" // heldout105 until stop 78 measured it blind (written at stop 78)
	Dev106 = "dev106" // heldout106 until stop 78 measured it blind (written at stop 78)
	Dev107 = "dev107" // heldout107 until stop 78 measured it blind (written at stop 78; read at stop 79)
	Dev108 = "dev108" // heldout108 until stop 78 measured it blind (written at stop 78; read at stop 79)
	Dev109 = "dev109" // heldout109 until stop 79 measured it blind (written at stop 79; read at stop 80)
	Dev110 = "dev110" // heldout110 until stop 79 measured it blind (written at stop 79; read at stop 80)
	Dev111 = "dev111" // heldout111 until stop 80 measured it blind (written at stop 80; read at stop 81)
	Dev112 = "dev112" // heldout112 until stop 81 measured it blind (written at stop 81; read at stop 82)
	Dev113 = "dev113" // heldout113 until stop 81 measured it blind (written at stop 81; read at stop 82)
	Dev114 = "dev114" // heldout114 until stop 82 measured it blind (written at stop 82; read at stop 83)
	Dev115 = "dev115" // heldout115 until stop 82 measured it blind (written at stop 82; read at stop 83)
	Dev116 = "dev116" // heldout116 until stop 83 measured it blind (written at stop 82; read at stop 83)
	Dev117 = "dev117" // heldout117 until stop 83 measured it blind (written at stop 82; read at stop 83)
	Dev118 = "dev118" // heldout118 until stop 83 measured it blind (written at stop 83; read at stop 84)
	Dev119 = "dev119" // heldout119 until stop 83 measured it blind (written at stop 83; read at stop 84)
	Dev120 = "dev120" // heldout120 until stop 84 measured it blind (written at stop 83; read at stop 85)
	Dev121 = "dev121" // heldout121 until stop 84 measured it blind (written at stop 83; read at stop 85)
	Dev122 = "dev122" // heldout122 until stop 85 measured it blind (written at stop 84; read at stop 86)
	Dev123 = "dev123" // heldout123 until stop 85 measured it blind (written at stop 84; read at stop 86)
	Dev124 = "dev124" // heldout124 until stop 86 measured it blind (written at stop 85; read at stop 87)
	Dev125 = "dev125" // heldout125 until stop 86 measured it blind (written at stop 85; read at stop 87)
	Dev126 = "dev126" // heldout126 until stop 87 measured it blind (written at stop 86; read at stop 87)
	Dev127 = "dev127" // heldout127 until stop 87 measured it blind (written at stop 86; read at stop 87)
	Dev128 = "dev128" // heldout128 until stop 87 measured it blind (written at stop 87; read at stop 88)
	Dev129 = "dev129" // heldout129 until stop 87 measured it blind (written at stop 87; read at stop 88)
	Dev130 = "dev130" // heldout130 until stop 88 measured it blind (written at stop 88; read at stop 89)
	Dev131 = "dev131" // heldout131 until stop 88 measured it blind (written at stop 88; read at stop 89)
	Dev132 = "dev132" // heldout132 until stop 89 measured it blind (written at stop 89; read at stop 90)
	Dev133 = "dev133" // heldout133 until stop 89 measured it blind (written at stop 89; read at stop 90)
	Dev134 = "dev134" // heldout134 until stop 90 measured it blind (written at stop 90; read at stop 91)
	Dev135 = "dev135" // heldout135 until stop 90 measured it blind (written at stop 90; read at stop 91)
	Dev136 = "dev136" // heldout136 until stop 91 measured it blind (written at stop 91; read at stop 92)
	Dev137 = "dev137" // heldout137 until stop 91 measured it blind (written at stop 91; read at stop 92)
	Dev138 = "dev138" // heldout138 until stop 92 measured it blind (written at stop 92; read at stop 93)
	Dev139 = "dev139" // heldout139 until stop 92 measured it blind (written at stop 92; read at stop 93)
	Dev140 = "dev140" // heldout140 until stop 93 measured it blind (written at stop 92; read at stop 93)
	Dev141 = "dev141" // heldout141 until stop 93 measured it blind (written at stop 92; read at stop 93)
	Dev142 = "dev142" // heldout142 until stop 93 measured it blind (written at stop 93; read at stop 94)
	Dev143 = "dev143" // heldout143 until stop 93 measured it blind (written at stop 93; read at stop 94)
	Dev144 = "dev144" // heldout144 until stop 94 measured it blind (written at stop 94; read at stop 95)
	Dev145 = "dev145" // heldout145 until stop 94 measured it blind (written at stop 94; read at stop 95)
	Dev146 = "dev146" // heldout146 until stop 95 measured it blind (written at stop 95; read at stop 96)
	Dev147 = "dev147" // heldout147 until stop 95 measured it blind (written at stop 95; read at stop 96)
	Dev148 = "dev148" // heldout148 until stop 96 measured it blind (written at stop 96; read at stop 97)
	Dev149 = "dev149" // heldout149 until stop 96 measured it blind (written at stop 96; read at stop 97)
	Dev150 = "dev150" // heldout150 until stop 97 measured it blind (written at stop 97; read at stop 98)
	Dev151 = "dev151" // heldout151 until stop 97 measured it blind (written at stop 97; read at stop 98)
	Dev152 = "dev152" // heldout152 until stop 98 measured it blind (written at stop 98; read at stop 99)
	Dev153 = "dev153" // heldout153 until stop 98 measured it blind (written at stop 98; read at stop 99)
	Dev154 = "dev154" // heldout154 until stop 99 measured it blind (written at stop 99; read at stop 100)
	Dev155 = "dev155" // heldout155 until stop 99 measured it blind (written at stop 99; read at stop 100)
	// HeldOut156 was written at stop 100 by a helper who never saw the code,
	// with `other`; never read.
	HeldOut156 = "heldout156"
	// HeldOut157 was written at stop 100 by a helper who never saw the code,
	// with `other`; never read.
	HeldOut157 = "heldout157"
)

// Parts are every part of the corpus, the development parts first.
func Parts() []string {
	return []string{Dev, Dev2, Dev3, Dev4, Dev5, Dev6, Dev7, Dev8, Dev9, Dev10, Dev11, Dev12, Dev13, Dev14, Dev15, Dev16, Dev17, Dev18, Dev19, Dev20, Dev21, Dev22, Dev23, Dev24, Dev25, Dev26, Dev27, Dev28, Dev29, Dev30, Dev31, Dev32, Dev33, Dev34, Dev35, Dev36, Dev37, Dev38, Dev39, Dev40, Dev41, Dev42, Dev43, Dev44, Dev45, Dev46, Dev47, Dev48, Dev49, Dev50, Dev51, Dev52, Dev53, Dev54, Dev55, Dev56, Dev57, Dev58, Dev59, Dev60, Dev61, Dev62, Dev63, Dev64, Dev65, Dev66, Dev67, Dev68, Dev69, Dev70, Dev71, Dev72, Dev73, Dev74, Dev75, Dev76, Dev77, Dev78, Dev79, Dev80, Dev81, Dev82, Dev83, Dev84, Dev85, Dev86, Dev87, Dev88, Dev89, Dev90, Dev91, Dev92, Dev93, Dev94, Dev95, Dev96, Dev97, Dev98, Dev99, Dev100, Dev101, Dev102, Dev103, Dev104, Dev105, Dev106, Dev107, Dev108, Dev109, Dev110, Dev111, Dev112, Dev113, Dev114, Dev115, Dev116, Dev117, Dev118, Dev119, Dev120, Dev121, Dev122, Dev123, Dev124, Dev125, Dev126, Dev127, Dev128, Dev129, Dev130, Dev131, Dev132, Dev133, Dev134, Dev135, Dev136, Dev137, Dev138, Dev139, Dev140, Dev141, Dev142, Dev143, Dev144, Dev145, Dev146, Dev147, Dev148, Dev149, Dev150, Dev151, Dev152, Dev153, Dev154, Dev155, HeldOut156, HeldOut157}
}

// Corpus is one half of the corpus.
type Corpus struct {
	Half          string         `json:"half"`
	Conversations []Conversation `json:"conversations"`
}

// Conversation is one person's messages, in one language.
type Conversation struct {
	ID          string       `json:"id"`
	Lang        string       `json:"lang"`
	Topic       string       `json:"topic"`
	FillerStyle string       `json:"filler_style"`
	PrefixStyle string       `json:"prefix_style"`
	Turns       []CorpusTurn `json:"turns"`
}

// CorpusTurn is one message with the facts it states and the earlier facts it
// changes.
type CorpusTurn struct {
	Text    string      `json:"text"`
	Facts   []FactRef   `json:"facts"`
	Updates []UpdateRef `json:"updates"`
	// Other lists the keys of everything else the message states (a name,
	// a place, a number, a plan …), written since stop 77: not scored, it
	// tells a memory line holding something the person said from one
	// holding nothing. Nil in parts written before.
	Other [][]string `json:"other"`
}

// FactRef is a fact a message states.
type FactRef struct {
	ID   string   `json:"id"`
	Kind string   `json:"kind"`
	Keys []string `json:"keys"`
}

// UpdateRef is a later message's new value for an earlier fact.
type UpdateRef struct {
	Fact string   `json:"fact"`
	Kind string   `json:"kind"`
	Keys []string `json:"keys"`
	Old  []string `json:"old"`
}

// Kinds of facts, in the order tables show them.
var Kinds = []string{"person", "place", "date", "time", "amount", "quantity", "code", "title", "thing", "preference", "rule", "decision", "question"}

// LoadCorpus reads one half of the corpus.
func LoadCorpus(half string) (*Corpus, error) {
	data, err := corpusFiles.ReadFile("corpus/" + half + ".json")
	if err != nil {
		return nil, fmt.Errorf("no corpus half %q (%s)", half, strings.Join(Parts(), ", "))
	}
	var c Corpus
	if err := json.Unmarshal(data, &c); err != nil {
		return nil, fmt.Errorf("corpus %s: %w", half, err)
	}
	return &c, c.check()
}

// check rejects a corpus whose keys are not in its messages.
func (c *Corpus) check() error {
	for _, conv := range c.Conversations {
		at := map[string]int{}
		for i, t := range conv.Turns {
			for _, f := range t.Facts {
				at[f.ID] = i
				for _, k := range f.Keys {
					if !containsPhrase(t.Text, k) {
						return fmt.Errorf("corpus %s, %s turn %d: key %q is not in the message", c.Half, conv.ID, i+1, k)
					}
				}
			}
			for _, o := range t.Other {
				for _, k := range o {
					if !containsPhrase(t.Text, k) {
						return fmt.Errorf("corpus %s, %s turn %d: other key %q is not in the message", c.Half, conv.ID, i+1, k)
					}
				}
			}
			for _, u := range t.Updates {
				j, ok := at[u.Fact]
				if !ok {
					return fmt.Errorf("corpus %s, %s turn %d: update of unknown fact %s", c.Half, conv.ID, i+1, u.Fact)
				}
				for _, k := range u.Keys {
					if !containsPhrase(t.Text, k) {
						return fmt.Errorf("corpus %s, %s turn %d: update key %q is not in the message", c.Half, conv.ID, i+1, k)
					}
				}
				for _, k := range u.Old {
					if !containsPhrase(conv.Turns[j].Text, k) {
						return fmt.Errorf("corpus %s, %s: old value %q of %s is not in its message", c.Half, conv.ID, k, u.Fact)
					}
				}
			}
		}
	}
	return nil
}

// Script turns a conversation into the script the engine plays, with the facts
// it plants: each fact's keys, and for an updated one the newest keys and the
// old values.
func (conv Conversation) Script(half string) Script {
	s := Script{Name: half + "/" + conv.ID, Lang: conv.Lang}
	index := map[string]int{}
	for i, t := range conv.Turns {
		s.Turns = append(s.Turns, Turn{Text: t.Text, Other: t.Other})
		for _, f := range t.Facts {
			index[f.ID] = len(s.Facts)
			s.Facts = append(s.Facts, Fact{ID: f.ID, Kind: f.Kind, Turn: i, Keys: f.Keys})
		}
		for _, u := range t.Updates {
			f := &s.Facts[index[u.Fact]]
			f.UpdateTurn, f.UpdateKind, f.NewKeys, f.Old = i, u.Kind, u.Keys, u.Old
		}
	}
	for i, f := range s.Facts {
		if f.Turn == 0 && f.Kind == "rule" {
			s.Instruction = i
			break
		}
	}
	return s
}

// Scripts are the conversations of a half, turned into scripts; turns, when
// above 0, cuts each to its first turns.
func (c *Corpus) Scripts(turns int) []Script {
	var out []Script
	for _, conv := range c.Conversations {
		if turns > 0 && turns < len(conv.Turns) {
			conv.Turns = conv.Turns[:turns]
		}
		out = append(out, conv.Script(c.Half))
	}
	return out
}

// containsPhrase reports whether s holds phrase as whole words, ignoring case:
// "Ilse" is not found in "Ilsebill", "svc-1" not in "svc-12".
func containsPhrase(s, phrase string) bool {
	s, phrase = strings.ToLower(s), strings.ToLower(phrase)
	for i := 0; ; {
		j := strings.Index(s[i:], phrase)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(phrase)
		before, _ := utf8.DecodeLastRuneInString(s[:start])
		after, _ := utf8.DecodeRuneInString(s[end:])
		if (start == 0 || !wordRune(before)) && (end == len(s) || !wordRune(after)) {
			return true
		}
		i = start + 1
	}
}

// wordRune reports a rune that continues a word: letters, digits, and the
// joint of snake_case (svc-1 ends before "2" of svc-12 because of the digit).
func wordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' }
