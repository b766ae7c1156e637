import type { PlanetTexts } from '../types';

/** Mars: pokretačka snaga, hrabrost, želja. */
export const MARS: PlanetTexts = {
  general: {
    text: 'Mars upravlja pokretačkom snagom, hrabrošću i željom. Opisuje kako deluješ, kako ideš za onim što želiš, kako se izboriš za sebe i kako se nosiš sa besom ili sukobom, kao i energiju i izdržljivost koje unosiš u izazov.',
    traits: ['Pokretačka snaga', 'Hrabrost', 'Želja', 'Odlučnost', 'Fizička energija', 'Stil sukobljavanja'],
  },
  signs: {
    aries: {
      text: 'Mars vlada Ovnom, pa je tvoja pokretačka snaga jaka, direktna i brzo se pali. Obično deluješ iz impulsa i cvetaš uz takmičenje i izazov. Tvoja hrabrost može da otvori vrata na koja drugi ne smeju da pokucaju, mada ti odmeravanje snage može pomoći da završiš ono što tako smelo započinješ.',
      traits: ['Vatrena snaga', 'Smelost', 'Takmičarski duh', 'Inicijativa', 'Impulsivnost', 'Hrabrost'],
    },
    taurus: {
      text: 'Tvoja energija je postojana, strpljiva i izdržljiva, a ne brza. Obično se krećeš sopstvenim tempom i možeš da istraješ dugo nakon što drugi odustanu. Teško te je naljutiti, ali kada te neko pritera uza zid, tvoja snaga ume da iznenadi, a želje su ti često ukorenjene u udobnosti, sigurnosti i telesnim zadovoljstvima.',
      traits: ['Izdržljivost', 'Upornost', 'Postojan trud', 'Spor bes', 'Čulna želja', 'Tvrdoglavost'],
    },
    gemini: {
      text: 'Tvoja pokretačka snaga je mentalna i nemirna, često usmerena kroz reči, ideje i nekoliko projekata odjednom. Obično se izboriš za sebe argumentima i duhovitošću, a ne silom. Raznovrsnost ti održava energiju, mada njeno rasipanje na previše strana može da ostavi neke planove nedovršenim.',
      traits: [
        'Mentalna energija',
        'Verbalno nadmetanje',
        'Više poslova odjednom',
        'Nemir',
        'Brzi refleksi',
        'Prilagodljivost',
      ],
    },
    cancer: {
      text: 'Tvoja pokretačka snaga vezana je za emocije i za zaštitu onoga što voliš. Obično deluješ posredno, sukobu prilaziš sa strane, a ne čelom, i možda dugo nosiš povređena osećanja. Ipak, kada se tvoja porodica ili dom nađu ugroženi, umeš da pokažeš iznenađujuću odlučnost i žestoku hrabrost.',
      traits: [
        'Zaštitnička snaga',
        'Emotivna motivacija',
        'Posredno delovanje',
        'Istrajnost',
        'Odbrambeni stav',
        'Odanost porodici',
      ],
    },
    leo: {
      text: 'Obično deluješ samouvereno, ponosno i sa osećajem za scenu, unoseći celo srce u ono za čim ideš. Priznanje te motiviše, a možda zablistaš kao vođa kada veruješ u neki cilj. Tvoja energija je topla i velikodušna, mada povređen ponos može da rasplamsa vatrenu narav.',
      traits: [
        'Samouvereno delovanje',
        'Vođstvo',
        'Stvaralački nagon',
        'Ponos',
        'Velikodušna energija',
        'Vatrena narav',
      ],
    },
    virgo: {
      text: 'Tvoja energija je precizna i metodična i najbolje radi kada je usmerena ka korisnom cilju. Stvari obično poboljšavaš pažljivim trudom i veštom tehnikom. Sukob može da izađe kao kritika, a ne kao otvoren bes, a usmeravanje tvoje snage u zanat ili služenje može da donese duboko zadovoljstvo.',
      traits: ['Metodičan trud', 'Vešt rad', 'Efikasnost', 'Pažljiva tehnika', 'Kritička oštrica', 'Marljivost'],
    },
    libra: {
      text: 'Svoje ciljeve obično ostvaruješ saradnjom, šarmom i pregovorima, a ne silom. Pokreće te pravičnost, a nepravda može da te podstakne na akciju brže od bilo čega drugog. Direktno suočavanje možda ti nije prijatno, pa jasno izgovaranje sopstvenih želja, umesto čekanja da se ravnoteža sama uspostavi, može da ti da snagu.',
      traits: [
        'Diplomatsko delovanje',
        'Saradnja',
        'Osećaj za pravdu',
        'Šarm',
        'Izbegavanje sukoba',
        'Strateško strpljenje',
      ],
    },
    scorpio: {
      text: 'Tvoja pokretačka snaga je intenzivna, usredsređena i tiho moćna. Za onim što želiš obično ideš strateški i sa nepokolebljivom odlučnošću, često iza kulisa. Uvredu teško zaboravljaš, a otpornost ti omogućava da se posle neuspeha ponovo izgradiš, ponekad jača osoba nego pre.',
      traits: ['Snažna usredsređenost', 'Odlučnost', 'Strategija', 'Otpornost', 'Tajnovitost', 'Emotivna moć'],
    },
    sagittarius: {
      text: 'Tvoja energija je avanturistička i puna oduševljenja, a privlače je ciljevi koji deluju smisleno ili široko. Obično deluješ iz principa i uživaš u kretanju, putovanjima i istraživanju. Tvoja snaga može brzo da plane i isto tako brzo da izbledi, a povezanost sa većim ciljem pomaže ti da istraješ do kraja.',
      traits: [
        'Avanturistički nagon',
        'Oduševljenje',
        'Principijelnost',
        'Nemirna energija',
        'Ljubav prema kretanju',
        'Preterana otvorenost',
      ],
    },
    capricorn: {
      text: 'Mars je u Jarcu u egzaltaciji i daje ti disciplinovanu, ambicioznu i stratešku energiju. Dugoročne ciljeve obično ostvaruješ korak po korak, sa izuzetnom samokontrolom. Frustraciju možda pretvaraš u naporan rad, a strpljenje ti omogućava da dosegneš visine do kojih brži i manje usredsređeni napori retko stižu.',
      traits: ['Disciplina', 'Ambicija', 'Samokontrola', 'Strateški trud', 'Izdržljivost', 'Usmerenost na rad'],
    },
    aquarius: {
      text: 'Tvoja pokretačka snaga je nezavisna i često usmerena ka idejama, reformama ili zajedničkim ciljevima. Obično deluješ na nekonvencionalan način i opireš se kada ti neko govori šta da radiš. Možda se najžešće boriš za principe i zajednice, a tvoja energija obično dolazi u iznenadnim naletima inspiracije, a ne kroz postojanu rutinu.',
      traits: [
        'Nezavisno delovanje',
        'Buntovna crta',
        'Reformatorski žar',
        'Inovativnost',
        'Zajednički ciljevi',
        'Nestalna energija',
      ],
    },
    pisces: {
      text: 'Tvoja energija je fluidna i intuitivna i teče ka onome što te nadahnjuje ili emotivno dira. Obično izbegavaš direktno suočavanje, a možda lakše deluješ u ime drugih nego za sebe. Kreativna, saosećajna ili duhovna traganja mogu da usmere tvoju snagu, a jasni ciljevi ti pomažu da ostaneš na kursu.',
      traits: [
        'Intuitivno delovanje',
        'Saosećajna snaga',
        'Kreativna energija',
        'Fleksibilnost',
        'Prikriven bes',
        'Promenljiva motivacija',
      ],
    },
  },
};
