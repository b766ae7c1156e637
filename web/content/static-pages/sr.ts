/**
 * The static pages in Serbian (sr, Latin script, ekavian; docs/i18n/glossary-sr.md): Terms, Privacy,
 * Refund and About, the same sections and facts as en.ts. The reader is addressed with *ti*, never
 * with a gendered form (no *si platio*, *prijavljen si*); the brand names Stella, Explorer, Oracle
 * and Master are not declined, so the sentences are built around them (*aplikacija Stella*, *plan
 * Oracle*), except Stella the astrologer, a woman's name, which declines (*sa Stellom*).
 */
import { LOCALE_INFO } from '@core/i18n/locales';
import type { Tier } from '@core/plans';
import type { ContentBlock } from '../types';
import type { AboutPage, LegalDocument, StaticPages, StaticPagesContext } from './types';

const TAG = LOCALE_INFO.sr.tag;

const p = (text: string): ContentBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): ContentBlock => ({ kind: 'list', items });
const defs = (items: Record<string, string>): ContentBlock => ({
  kind: 'definitions',
  items: Object.entries(items).map(([term, text]) => ({ term, text })),
});

/** Words that keep their capital inside a sentence (bodies, brand and product names). */
const CAPITALISED = /^(Sunce|Sunčev|Sunca|Mesec|Mesečev|Meseca|Stella|Explorer|Oracle|Master|Velika)\b/;

/** An item inside a sentence: lowercase initial unless it is a name or an acronym ("JSON"). */
const inSentence = (item: string) =>
  CAPITALISED.test(item) || /^\p{Lu}{2}/u.test(item) ? item : item.charAt(0).toLowerCase() + item.slice(1);

/** What a plan includes, in a sentence: "Natalna karta…, dnevni horoskop… i slaganje znakova". */
const sentenceList = (items: readonly string[]) =>
  new Intl.ListFormat(TAG, { type: 'conjunction' }).format(items.map((item, i) => (i === 0 ? item : inSentence(item))));

/** "u roku od 24 sata", "od 48 sati": the genitive after *od*, by the number's plural form. */
const hours = (n: number) => `${n} ${new Intl.PluralRules(TAG).select(n) === 'other' ? 'sati' : 'sata'}`;

/** "obuhvata 25 razgovora", "21 razgovor": the accusative after a number, by its plural form. */
const conversations = (n: number) => `${n} ${new Intl.PluralRules(TAG).select(n) === 'one' ? 'razgovor' : 'razgovora'}`;

/** "od najviše 20 poruka", "od 3 poruke": the genitive after *od*, by the number's plural form. */
const messagesOf = (n: number) => `${n} ${new Intl.PluralRules(TAG).select(n) === 'other' ? 'poruka' : 'poruke'}`;

export default function staticPagesSr(c: StaticPagesContext): StaticPages {
  const { explorer, oracle, master, oraclePrice, masterPrice, supportEmail, privacyEmail, refundEmail } = c;
  const { trialDays, refundWindowDays, supportReplyHours, privacyReplyDays } = c;
  const planList = (tier: Tier) => sentenceList(c.planItems(tier));

  const terms: LegalDocument = {
    title: 'Uslovi korišćenja',
    intro:
      'Ovi uslovi čine ugovor između tebe i nas, pružaoca usluge Stella, i važe kada koristiš veb-sajt i ' +
      'aplikaciju Stella. Napisani su da bi se čitali, zato te molimo da ih zaista pročitaš. Otvaranjem naloga ' +
      'ili korišćenjem aplikacije Stella prihvataš ove uslove.',
    lastUpdated: '2026-11-25',
    sections: [
      {
        id: 'service',
        heading: '1. Usluga',
        blocks: [
          p(
            'Stella je lični astrološki servis. Izračunava natalne karte na osnovu astronomskih podataka i nudi ' +
              'dnevne horoskope i tumačenja slaganja znakova, na vebu i kao aplikacija koja može da se instalira. ' +
              'Šta koji plan obuhvata navedeno je na stranici sa cenama; nove funkcije dodajemo u plan, i tamo ih ' +
              'navodimo, kada su spremne za korišćenje.',
          ),
          p(
            `Razgovori sa Stellom, AI koučem, deo su plaćenih planova: plan ${oracle} obuhvata ` +
              `${conversations(c.oracleDailyConversations)} dnevno. U planu ${master} razgovori nisu ograničeni, ` +
              `uz gornju granicu razumnog korišćenja od ${c.masterFairUseConversations} razgovora dnevno; ona je ` +
              'daleko iznad onoga što jedna osoba pita i štiti uslugu od automatizovanog korišćenja. Razgovor je niz ' +
              `od najviše ${messagesOf(c.threadMessages)}; dnevna kvota razgovora obnavlja se svakog dana u 00:00 ` +
              'UTC, a razgovor na koji nije stigao odgovor se ne računa. Odgovore piše jezički model ili naš ' +
              'sopstveni program koji radi bez spoljnih servisa; u oba slučaja odgovor se proverava u odnosu na ' +
              'tvoju kartu pre nego što ga vidiš, ali služi za razmišljanje i nije medicinski, pravni ni finansijski ' +
              'savet.',
          ),
          p(
            'Trudimo se da Stella bude dostupna i tačna, ali pojedine funkcije možemo da izmenimo, poboljšamo ili ' +
              'ukinemo. Ako uklonimo funkciju koja je deo plaćenog plana na koji imaš pretplatu, obavestićemo te ' +
              'unapred i moći ćeš da otkažeš pretplatu.',
          ),
        ],
      },
      {
        id: 'accounts',
        heading: '2. Tvoj nalog',
        blocks: [
          list(
            'Nalog može da otvori samo osoba koja ima najmanje 16 godina.',
            'Navedi svoju stvarnu adresu e-pošte i potvrdi je; preko nje verifikujemo nalog i javljamo ti se u ' +
              'vezi sa njim.',
            'Lozinku čuvaj za sebe. Odgovornost za sve što se dešava u okviru tvog naloga snosiš ti.',
            'Jedan nalog po osobi. Nalozi ne smeju da se dele sa drugima niti da se preprodaju.',
            'Odmah nam javi ako misliš da neko drugi ima pristup tvom nalogu.',
          ),
          p(
            'Nalog možeš da obrišeš u bilo kom trenutku na stranici profila. Nalog kojim se krše ovi uslovi možemo ' +
              'da suspendujemo ili ugasimo; osim ako je kršenje ozbiljno ili nas zakon u tome sprečava, prvo ćemo te ' +
              'upozoriti i dati ti priliku da stvar ispraviš.',
          ),
        ],
      },
      {
        id: 'plans',
        heading: '3. Planovi i pretplate',
        blocks: [
          defs({
            [explorer]: `Besplatan. ${planList('free')}. Bez vremenskog ograničenja, a podaci o plaćanju nisu potrebni.`,
            [oracle]: `${oraclePrice}. ${planList('oracle')}.`,
            [master]: `${masterPrice}. ${planList('master')}.`,
          }),
          p(
            `Tvoja prva plaćena pretplata počinje besplatnim probnim periodom od ${trialDays} dana. Pri zaključenju ` +
              'pretplate unosiš podatke platne kartice, a ništa se ne naplaćuje pre nego što probni period istekne; ' +
              'ako pretplatu otkažeš na stranici profila pre toga, ne plaćaš baš ništa.',
          ),
        ],
      },
      {
        id: 'privacy',
        heading: '4. Privatnost',
        blocks: [
          p(
            'Podaci o tvom rođenju i tvoja tumačenja su lični. Naša Politika privatnosti objašnjava koje podatke ' +
              'prikupljamo, zašto, ko nam pomaže u njihovoj obradi i kako da ostvariš svoja prava, uključujući ' +
              'preuzimanje i brisanje podataka na stranici profila. Ona je sastavni deo ovih uslova.',
          ),
        ],
      },
      {
        id: 'disclaimer',
        heading: '5. Astrologija: odricanje od odgovornosti',
        blocks: [
          p(
            'Astrologija se nudi kao podsticaj za razmišljanje, samospoznaju i zabavu. Položaji planeta ' +
              'izračunavaju se pažljivo; ono što oni znače stvar je tumačenja, a ne činjenica, i nijedno tumačenje ' +
              'ne predviđa događaje sa sigurnošću.',
          ),
          p(
            'Ništa od onoga što Stella nudi nije medicinski, pravni, finansijski ili psihološki savet. Ne koristi ' +
              'aplikaciju kao zamenu za kvalifikovanog stručnjaka i ne odlaži traženje pomoći zbog nečega što ovde pročitaš. ' +
              'Ako si u krizi, obrati se lokalnim hitnim službama.',
          ),
        ],
      },
      {
        id: 'intellectual-property',
        heading: '6. Intelektualna svojina',
        blocks: [
          p(
            'Softver, dizajn, tekstovi tumačenja, ilustracije na karticama i brend Stella pripadaju nama ili našim ' +
              'davaocima licence. Dok koristiš uslugu, možeš da ih koristiš u lične, nekomercijalne svrhe.',
          ),
          p(
            'Ono što uneseš, na primer podaci o rođenju, pitanja i profil, ostaje tvoje. Daješ nam dozvolu da to ' +
              'čuvamo i obrađujemo samo u meri u kojoj je potrebno da bi Stella radila za tebe. Tumačenja izrađena ' +
              'za tebe možeš da zadržiš i deliš za ličnu upotrebu.',
          ),
          p(
            'Stella se oslanja na otvorene podatke i softver navedene na stranici O nama, uključujući GeoNames ' +
              '(geonames.org), pod licencom CC BY 4.0, i biblioteku astronomy-engine, pod licencom MIT.',
          ),
        ],
      },
      {
        id: 'payment',
        heading: '7. Uslovi plaćanja',
        blocks: [
          list(
            `Plaćeni planovi se naplaćuju mesečno, unapred, u evrima (EUR): ${oracle} ${oraclePrice}, ${master} ` +
              `${masterPrice}. Prikazana cena je iznos koji se naplaćuje i uključuje PDV tamo gde se on obračunava.`,
            'Plaćanja obrađuje Stripe. Pretplata se automatski obnavlja svakog meseca, na dan kada je započeta, ' +
              'sve dok je ne otkažeš.',
            'Pretplatu možeš da otkažeš u bilo kom trenutku na stranici profila. Otkazivanje stupa na snagu na ' +
              'kraju perioda koji je već plaćen; do tada zadržavaš svoj plan i više ti se ništa ne naplaćuje.',
            `Promena plana stupa na snagu od sledećeg obračunskog perioda, osim prelaska sa plana ${oracle} na ` +
              `plan ${master}, koji stupa na snagu odmah. U tom slučaju naplaćuje ti se srazmerna razlika za ` +
              'ostatak tekućeg perioda.',
            'Ako plaćanje ne uspe, Stripe ga ponovo pokušava narednih dana. Ako ni tada ne uspe, tvoj nalog ' +
              `prelazi na besplatan plan ${explorer}; tvoji podaci ostaju sačuvani.`,
            'O svakoj promeni cene obavestićemo te e-poštom najmanje 30 dana unapred. Nova cena važi od prvog ' +
              'obnavljanja pretplate posle tog datuma, a pretplatu možeš da otkažeš pre toga.',
            'Za povraćaj novca važi naša Politika povraćaja novca, koja za tvoju prvu pretplatu daje i garanciju ' +
              `povraćaja novca u roku od ${refundWindowDays} dana.`,
          ),
        ],
      },
      {
        id: 'prohibited-uses',
        heading: '8. Zabranjena upotreba',
        blocks: [
          p('Da bi Stella ostala fer i da bi ispravno radila za sve, obavezuješ se da:'),
          list(
            'ne kršiš zakon i ne koristiš aplikaciju Stella za uznemiravanje, pretnje ili obmanjivanje bilo koga;',
            'ne unosiš tuđe lične podatke bez dozvole osobe na koju se odnose;',
            'ne deliš svoj nalog i ne otvaraš dodatne naloge radi zaobilaženja ograničenja plana, probnih perioda ' +
              'ili pravila igre Astro Gems;',
            'ne prikupljaš automatski (scraping), ne kopiraš i ne preprodaješ sadržaj aplikacije Stella, niti ' +
              'pristupaš usluzi pomoću botova ili automatizovanih skripti;',
            'ne pokušavaš da zaobiđeš ograničenja korišćenja AI kouča niti da ga navedeš da proizvede štetan ili ' +
              'nezakonit sadržaj;',
            'ne ispituješ ranjivost naših sistema, ne ometaš njihov rad i ne preopterećuješ ih, niti pokušavaš da ' +
              'pristupiš nalozima ili administratorskim delovima koji nisu tvoji;',
            'ne vršiš obrnuti inženjering (reverse engineering) aplikacije, osim tamo gde to zakon izričito ' +
              'dozvoljava.',
          ),
        ],
      },
      {
        id: 'liability',
        heading: '9. Ograničenje odgovornosti',
        blocks: [
          p(
            'Uslugu Stella pružamo sa razumnom pažnjom i stručnošću. U meri u kojoj to zakon dozvoljava, ne ' +
              'odgovaramo za posrednu ili posledičnu štetu, niti za odluke koje doneseš na osnovu nekog tumačenja.',
          ),
          p(
            'Naša ukupna odgovornost prema tebi za bilo koji zahtev ograničena je na iznos tvojih uplata nama u ' +
              'periodu od 12 meseci pre događaja iz kog je zahtev proistekao.',
          ),
          p(
            'Ništa u ovim uslovima ne ograničava odgovornost koja po zakonu ne može da se ograniči, kao što je ' +
              'odgovornost za namerno postupanje ili krajnju nepažnju, odnosno za smrt ili telesnu povredu ' +
              'prouzrokovanu nepažnjom, niti ti oduzima zakonska prava koja kao potrošač imaš po propisima države ' +
              'EU u kojoj živiš.',
          ),
        ],
      },
      {
        id: 'updates',
        heading: '10. Izmene ovih uslova',
        blocks: [
          p(
            'Ove uslove možemo da menjamo kako se Stella razvija ili kako se menjaju propisi. Datum na vrhu ' +
              'stranice označava najnoviju verziju. O izmenama koje su za tebe važne obavestićemo te e-poštom ' +
              'najmanje 30 dana pre nego što stupe na snagu. Ako se sa njima ne slažeš, do tada možeš da otkažeš ' +
              'pretplatu i obrišeš nalog; ako i posle toga nastaviš da koristiš aplikaciju Stella, time prihvataš ' +
              'nove uslove.',
          ),
          p(`Imaš pitanja o ovim uslovima? Piši nam na ${supportEmail}.`),
        ],
      },
    ],
  };

  const privacy: LegalDocument = {
    title: 'Politika privatnosti',
    intro:
      'Datum, vreme i mesto tvog rođenja govore mnogo o tebi, zato sa tim podacima postupamo pažljivo. Ova ' +
      'politika objašnjava koje podatke Stella prikuplja, zašto, ko nam pomaže, koliko dugo ih čuvamo i kako ' +
      'zadržavaš kontrolu nad njima. Tvoje podatke ne prodajemo i ne prikazujemo reklame.',
    lastUpdated: '2026-11-25',
    sections: [
      {
        id: 'data-we-collect',
        heading: '1. Podaci koje prikupljamo',
        blocks: [
          defs({
            'Podaci o nalogu':
              'Tvoja adresa e-pošte, ime i prezime, heš lozinke (nikada sama lozinka) i, po želji, profilna slika.',
            'Podaci o rođenju':
              'Datum, vreme i mesto rođenja koje uneseš, koordinate i vremenska zona koje na osnovu njih ' +
              'utvrđujemo i karte koje izračunavamo. Isto važi i za svaku drugu osobu čije podatke uneseš radi ' +
              'provere slaganja.',
            'Profil i podešavanja':
              'Tvoj opis profila, izbor između javnog i privatnog profila, jezik, tema i podešavanja e-pošte.',
            'Podaci o korišćenju':
              'Šta radiš u aplikaciji Stella: sačuvane karte, pročitani horoskopi i provere slaganja, čiji broj ti ' +
              'profil prikazuje. Radi bezbednosti usluge beležimo i prijave, sa pregledačem i IP adresom sa kojih ' +
              'su obavljene, i brojimo zahteve po adresi kako bismo sprečili zloupotrebu.',
            'Broj poseta':
              'Da bismo videli kako se Stella koristi, brojimo stranice koje aplikacija prikazuje. Za svaki prikaz ' +
              'čuvamo stranicu, dan i oznaku koja prepoznaje pregledač samo u okviru tog dana, a izračunava se iz ' +
              'njegove IP adrese i naziva pregledača pomoću ključa koji brišemo na kraju dana. U tu svrhu ne čuvamo ' +
              'ni adresu ni naziv pregledača i ne postavljamo nikakav kolačić, a kada dan prođe, zadržavamo samo ' +
              'ukupne brojeve za taj dan.',
            'Podaci o plaćanju':
              'Njima upravlja naš pružalac platnih usluga, Stripe. Mi dobijamo samo tvoj plan, status pretplate, ' +
              'datume naplate i referentnu oznaku kupca. Broj tvoje kartice nikada ne vidimo niti čuvamo.',
          }),
        ],
      },
      {
        id: 'how-we-use',
        heading: '2. Kako koristimo tvoje podatke',
        blocks: [
          list(
            'za izračunavanje tvojih karata i pisanje tvojih horoskopa i tumačenja;',
            'za vođenje tvog naloga i pretplate, uključujući probni period;',
            'za slanje neophodnih poruka e-pošte: potvrde adrese, resetovanja lozinke i bezbednosnih obaveštenja;',
            'za bezbednost aplikacije Stella, na primer zaključavanjem naloga posle ponovljenih neuspešnih prijava.',
          ),
          p(
            'U skladu sa GDPR-om, obradu zasnivamo na ugovoru sa tobom kada je reč o pružanju usluge, na našem ' +
              'legitimnom interesu da Stella ostane bezbedna i na zakonskim obavezama kada je reč o evidenciji o ' +
              'naplati. Ne donosimo o tebi automatizovane odluke koje proizvode pravne ili slično značajne posledice.',
          ),
        ],
      },
      {
        id: 'security',
        heading: '3. Bezbednost',
        blocks: [
          list(
            'Lozinke se čuvaju samo kao heš vrednosti sa solju (salt), izračunate sporim algoritmom namenjenim ' +
              'upravo lozinkama.',
            'Sav saobraćaj ka aplikaciji Stella i od nje šifrovan je tokom prenosa protokolom HTTPS (TLS).',
            'Tvoja sesija se čuva u kolačiću sa oznakama HttpOnly i Secure, koji skripte na stranici ne mogu da ' +
              'pročitaju.',
            'Posle više uzastopnih neuspešnih prijava nalog se na neko vreme zaključava, kako bi se sprečilo ' +
              'pogađanje lozinke.',
          ),
          p(
            'Nijedan sistem nije savršeno bezbedan. Ako dođe do povrede bezbednosti koja obuhvata tvoje podatke, ' +
              'obavestićemo tebe i nadležne organe, kako zakon nalaže.',
          ),
        ],
      },
      {
        id: 'third-parties',
        heading: '4. Treća lica',
        blocks: [
          p(
            'Podatke delimo samo sa pružaocima usluga koji nam pomažu da Stella radi, i to samo one koji su ' +
              'svakom od njih potrebni:',
          ),
          defs({
            'Hosting (Cloudflare)':
              'Stella radi na infrastrukturi kompanije Cloudflare, koja isporučuje aplikaciju i u naše ime čuva ' +
              'tvoj nalog i karte u svojoj bazi podataka. Cloudflare obrađuje svaki zahtev koji uputiš aplikaciji ' +
              'Stella, uključujući tvoju IP adresu.',
            'Pružalac platnih usluga (Stripe)':
              'Obrađuje pretplate i plaćanja karticom. Stripe tvoju adresu e-pošte i podatke o plaćanju dobija ' +
              'direktno i postupa sa njima u skladu sa sopstvenom politikom privatnosti.',
            'Servis za e-poštu':
              'Isporučuje poruke za potvrdu adrese, promenu lozinke i bezbednosna obaveštenja. Dobija tvoju adresu ' +
              'e-pošte i sadržaj poruke.',
          }),
          p(
            'Neki od ovih pružalaca usluga mogu da obrađuju podatke izvan Evropskog ekonomskog prostora. U tim ' +
              'slučajevima prenos je zaštićen odlukom o adekvatnosti ili standardnim ugovornim klauzulama Evropske ' +
              'komisije. Tvoje podatke nikada ne prodajemo niti iznajmljujemo, a državnim organima ih dajemo samo ' +
              'kada to zakon nalaže.',
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: '5. Tvoja prava',
        blocks: [
          p('Imaš pravo da:'),
          list(
            'pristupiš podacima koje o tebi čuvamo;',
            'ispraviš netačne ili nepotpune podatke;',
            'obrišeš svoje podatke i svoj nalog;',
            'preuzmeš svoje podatke u prenosivom formatu i poneseš ih sa sobom;',
            'ograničiš obradu svojih podataka ili uložiš prigovor na nju.',
          ),
          p(
            'Dva od ovih prava možeš da ostvariš direktno na stranici profila, u bilo kom trenutku: opcijom ' +
              '„Izvezi profil“ preuzimaš sve što o tebi čuvamo kao JSON datoteku, a brisanjem naloga na istoj ' +
              'stranici brišeš ga zajedno sa kartama i tumačenjima. Za sve ostalo, ili ako ne možeš da se ' +
              `prijaviš, piši na ${privacyEmail}. Na svaki zahtev odgovaramo u roku od ${privacyReplyDays} dana.`,
          ),
          p('Možeš i da podneseš pritužbu organu za zaštitu podataka u državi EU u kojoj živiš.'),
        ],
      },
      {
        id: 'cookies',
        heading: '6. Kolačići',
        blocks: [
          defs({
            Neophodni:
              'Služe da prijava ostane aktivna, a sesija bezbedna, i da se zapamti pregledač u kome je ranije već ' +
              'bilo prijave na tvoj nalog, kako te zaključavanje naloga ne bi ostavilo bez pristupa. Stella bez ' +
              'njih ne može da radi, pa za njih nije potrebna saglasnost. Stella ne postavlja analitičke ni ' +
              'reklamne kolačiće.',
            Podešavanja:
              'Svetla ili tamna tema i tvoje nedavne pretrage mesta čuvaju se u lokalnoj memoriji (local storage) ' +
              'pregledača na ovom uređaju, a ne u kolačiću, i nikada nam se ne šalju.',
          }),
        ],
      },
      {
        id: 'data-retention',
        heading: '7. Čuvanje podataka',
        blocks: [
          list(
            'Podaci o nalogu, rođenju i profilu, karte i tumačenja: dok god imaš nalog.',
            'Posle brisanja naloga: odmah se uklanjaju iz aktivnih sistema, a iz rezervnih kopija u roku od 30 dana.',
            'Evidencija o naplati: onoliko dugo koliko nalažu poreski i računovodstveni propisi, u nekim državama ' +
              'EU i do 10 godina.',
            'Bezbednosna evidencija, kao što su prijave i neuspeli pokušaji prijave: do 12 meseci.',
          ),
        ],
      },
      {
        id: 'children',
        heading: '8. Deca',
        blocks: [
          p(
            'Stella nije namenjena osobama mlađim od 16 godina i svesno ne prikupljamo podatke od dece. Ako ' +
              `smatraš da je neko dete otvorilo nalog, piši na ${privacyEmail} i taj nalog ćemo obrisati.`,
          ),
        ],
      },
      {
        id: 'contact',
        heading: '9. Kontakt i izmene',
        blocks: [
          p(
            `Sva pitanja i zahteve u vezi sa privatnošću šalji na ${privacyEmail}. Za pomoć oko naloga brže ćeš ` +
              `dobiti odgovor na ${supportEmail}.`,
          ),
          p(
            'Ako ovu politiku izmenimo na način koji se tiče tebe, obavestićemo te e-poštom ili u aplikaciji pre ' +
              'nego što izmena stupi na snagu. Datum na vrhu stranice označava aktuelnu verziju.',
          ),
        ],
      },
    ],
  };

  const refund: LegalDocument = {
    title: 'Politika povraćaja novca',
    intro:
      'Želimo da se pretplatiš zato što smatraš da Stella to vredi. Ako ti se prva pretplata ipak ne isplati, ' +
      `uz našu garanciju povraćaja novca u roku od ${refundWindowDays} dana dobijaš novac nazad, bez ` +
      'neprijatnih pitanja.',
    lastUpdated: '2026-11-01',
    sections: [
      {
        id: 'eligibility',
        heading: '1. Pravo na povraćaj novca',
        blocks: [
          list(
            `Garancija važi za tvoju prvu plaćenu pretplatu u aplikaciji Stella, na plan ${oracle} ` +
              `(${oraclePrice}) ili na plan ${master} (${masterPrice}).`,
            `Ako povraćaj zatražiš u roku od ${refundWindowDays} dana od prve uplate, dobijaš ceo iznos plaćen u ` +
              `tom periodu, uključujući i razliku naplaćenu za eventualni prelazak sa plana ${oracle} na plan ` +
              `${master}.`,
            `Besplatni probni period od ${trialDays} dana ništa ne košta, pa za njega nema šta da se vrati; rok ` +
              `od ${refundWindowDays} dana počinje da teče od tvoje prve stvarne uplate.`,
            `Posle povraćaja novca tvoj nalog prelazi na besplatan plan ${explorer}. Tvoje karte i istorija ` +
              'ostaju sačuvane.',
          ),
        ],
      },
      {
        id: 'timeline',
        heading: '2. Tok postupka',
        blocks: [
          defs({
            '1. dan': 'Šalješ zahtev. Potvrđujemo da smo ga primili.',
            '2–3. dan': 'Razmatramo zahtev i proveravamo uplatu.',
            '4–5. dan': 'Obaveštavamo te e-poštom o svojoj odluci.',
            '5–10. dan': 'Novac se vraća na sredstvo plaćanja kojim je uplata izvršena i time je zahtev rešen.',
          }),
          p(
            'Kada je povraćaj izvršen, novac se na izvodu obično pojavljuje za 5–7 radnih dana, u zavisnosti od ' +
              `banke. Naša podrška odgovara radnim danima u roku od ${hours(supportReplyHours)}.`,
          ),
        ],
      },
      {
        id: 'non-refundable',
        heading: '3. Kada se novac ne vraća',
        blocks: [
          list(
            'Obnavljanja koja slede posle prve pretplate, kao i svaka nova pretplata posle otkazivanja.',
            `Zahtevi podneti više od ${refundWindowDays} dana posle prve uplate.`,
            'Neiskorišćeni deo meseca posle otkazivanja: umesto povraćaja, pristup zadržavaš do kraja tog perioda.',
            'Pretplate ugašene zbog kršenja naših Uslova korišćenja, na primer zbog deljenja naloga ili ' +
              'zloupotrebe probnih perioda.',
            'Bankarske naknade i naknade za konverziju valute koje naplaćuje izdavalac tvoje kartice.',
          ),
        ],
      },
      {
        id: 'how-to-request',
        heading: '4. Kako da zatražiš povraćaj novca',
        blocks: [
          p(`Pošalji e-poruku na ${refundEmail} sa adrese koju koristiš za aplikaciju Stella i navedi:`),
          list(
            'adresu e-pošte svog Stella naloga;',
            'datum i iznos uplate;',
            'ako želiš, rečenicu o tome zašto ti Stella nije odgovarala. To nije obavezno, a pomaže nam da budemo ' +
              'bolji.',
          ),
          p('Ne treba popunjavati nikakav obrazac niti slati bilo šta drugo.'),
        ],
      },
      {
        id: 'cancellation-vs-refund',
        heading: '5. Otkazivanje i povraćaj novca',
        blocks: [
          defs({
            Otkazivanje:
              'Zaustavlja buduća obnavljanja. Pretplatu otkazuješ samostalno, na stranici profila, u bilo kom ' +
              'trenutku. Plan zadržavaš do kraja plaćenog perioda, a novac se ne vraća.',
            'Povraćaj novca':
              'Vraća novac koji je već plaćen. Uz to odmah ukida premijum pristup, jer se pretplata za koju je ' +
              'novac plaćen otkazuje zajedno sa njim.',
          }),
          p(
            'Ako želiš da ti se novac vrati na osnovu garancije, dovoljno je da zatražiš povraćaj; pretplatu ' +
              'otkazujemo mi umesto tebe.',
          ),
        ],
      },
      {
        id: 'your-rights',
        heading: '6. Tvoja zakonska prava',
        blocks: [
          p(
            'Ova politika dopunjuje tvoja prava potrošača, a ne zamenjuje ih. Ništa u njoj ne ograničava tvoja ' +
              'zakonska prava prema propisima EU i nacionalnim propisima, uključujući pravo na odustanak od ' +
              'ugovora tamo gde se ono primenjuje.',
          ),
        ],
      },
    ],
  };

  const about: AboutPage = {
    title: 'Astrologija sa pravom astronomijom u osnovi',
    intro:
      'Stella je lična astrološka saputnica. Izračunava tvoju kartu prema stvarnom nebu u trenutku i na mestu ' +
      'tvog rođenja, a zatim ti pomaže da je razumeš jednostavnim jezikom: u tvojoj karti, iz dana u dan i u ' +
      'tvojim odnosima.',
    features: [
      {
        title: 'Natalna karta za tvoje stvarno mesto rođenja',
        text:
          'Planete, Mesečevi čvorovi, Ascendent, Sredina neba i vrhovi kuća za tačno mesto i trenutak tvog ' +
          'rođenja, uz primenu istorijskih pravila vremenskih zona.',
      },
      {
        title: 'Horoskop prema današnjem nebu',
        text:
          'Dnevna tumačenja za svaki znak, zasnovana na položaju Meseca i tranzitima tog dana. Isti znak i isti ' +
          'datum uvek daju isto tumačenje.',
      },
      {
        title: 'Slaganje bilo koja dva znaka',
        text:
          'Kako se dva znaka susreću, element sa elementom: ukupna ocena, uz strast, komunikaciju i ravnotežu, i ' +
          'isto tumačenje kad god ga zatražiš.',
      },
      {
        title: 'Potpuno tumačenje u planu Oracle',
        text:
          'Svaka planeta protumačena u svom znaku i svojoj kući, sa svojim ključnim uticajima, ono čime upravlja ' +
          'svaka od tvojih dvanaest kuća i značenje aspekata između tvojih planeta.',
      },
      {
        title: 'Na svakom uređaju, čak i bez interneta',
        text:
          'Instaliraj aplikaciju Stella na telefon ili računar. Karte se izračunavaju na samom uređaju, pa ' +
          'aplikacija radi i kada ostaneš bez veze.',
      },
    ],
    dataSources: {
      id: 'data-sources',
      heading: 'Odakle potiču brojevi',
      blocks: [
        {
          kind: 'paragraph',
          text:
            'Tumačenje može da bude dobro samo onoliko koliko je dobra karta na kojoj počiva, zato otvoreno ' +
            'govorimo o tome kako Stella izračunava nebo i na čijem radu se zasniva.',
        },
        {
          kind: 'definitions',
          items: [
            {
              term: 'Položaji planeta',
              text:
                'Naš sopstveni sistem za astronomske proračune: planetarna teorija VSOP87 i teorija kretanja ' +
                'Meseca ELP/MPP02 (redovi iz biblioteke astronomia, pod licencom MIT), a Pluton je usklađen sa ' +
                'numeričkom integracijom iz biblioteke astronomy-engine (autor: Don Cross), takođe pod licencom ' +
                'MIT. Rezultate proveravamo prema referentnim vrednostima iz Swiss Ephemeris, standarda koji ' +
                'koristi profesionalni astrološki softver. Isti sistem radi u tvom pregledaču i na našim ' +
                'serverima.',
            },
            {
              term: 'Vremenske zone',
              text:
                'IANA baza vremenskih zona, sa celokupnom istorijom letnjeg računanja vremena, ratnog vremena i ' +
                'promena zona, pretvara lokalno vreme tvog rođenja u univerzalno vreme. Ako zbog pomeranja sata ' +
                'vreme tvog rođenja nikada nije postojalo ili se dogodilo dvaput, Stella te pita umesto da nagađa.',
            },
            {
              term: 'Mesta rođenja',
              text:
                'GeoNames (geonames.org), pod licencom CC BY 4.0: naselja sa 1.000 ili više stanovnika, sa ' +
                'nazivima na mnogim jezicima, ranijim nazivima, koordinatama, brojem stanovnika, regionima i ' +
                'vremenskim zonama. Stella ih prilagođava: nazivi se normalizuju radi pretrage, a vremenska zona ' +
                'svakog naselja proverava se prema njegovim koordinatama pomoću granica iz tz-lookup (CC0). Nazivi ' +
                'država potiču iz biblioteke i18n-iso-countries, a skraćenice regiona iz iso-3166-2 (obe su pod ' +
                'licencom MIT).',
            },
            {
              term: 'Tumačenja',
              text:
                'Napisao ih je naš tim: značenja svakog znaka, planete, kuće i aspekta, kao i tekstove dnevnih ' +
                'horoskopa, koje Stella sastavlja prema stvarnom nebu tog dana.',
            },
          ],
        },
      ],
    },
    sections: [
      {
        id: 'mission',
        heading: 'Naša misija',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Aplikaciju Stella napravili smo za ljude koji uživaju u astrologiji i žele da se njome bave kako ' +
              'treba: tačne karte, promišljene reči i bez pritiska. Tvoja karta je jezik za razmišljanje o tome ' +
              'ko si i kako se susrećeš sa svetom, a mi želimo da taj jezik bude jasan svima, i to na njihovom ' +
              'sopstvenom jeziku.',
          },
          {
            kind: 'paragraph',
            text:
              'Astrologija je alat za razmišljanje, a ne mašina za predviđanje. Stella ti nikada neće reći šta će ' +
              'se sigurno dogoditi i ne može da zameni medicinski, pravni, finansijski ili psihološki savet. Ona ' +
              'je dobra saputnica u razmišljanju, a odluke ostaju tvoje.',
          },
        ],
      },
      {
        id: 'privacy-approach',
        heading: 'Tvoji podaci ostaju tvoji',
        blocks: [
          {
            kind: 'paragraph',
            text:
              'Podaci o rođenju su lični. Ne prodajemo podatke i ne prikazujemo reklame. Na stranici profila ' +
              'možeš u bilo kom trenutku da preuzmeš sve što o tebi čuvamo ili da obrišeš nalog.',
          },
        ],
      },
    ],
    support: {
      heading: 'Treba ti pomoć?',
      text:
        `Piši nam na ${supportEmail} ako imaš pitanja o svojoj karti, nalogu ili pretplati. Odgovaramo radnim ` +
        `danima u roku od ${hours(supportReplyHours)}.`,
    },
  };

  return { terms, privacy, refund, about };
}
