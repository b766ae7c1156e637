import type { CompatibilityTexts } from './types';

/**
 * The Serbian compatibility texts: the spec's ratings and one overview per element pairing.
 * The pair is addressed in the 2nd person plural, in the present tense, so no gender is assumed.
 */
export const COMPATIBILITY_SR: CompatibilityTexts = {
  ratings: {
    same: 'Odlično slaganje!',
    complementary: 'Vrlo dobro slaganje',
    other: 'Dobro slaganje',
  },
  overviews: {
    'fire-fire':
      'Dva vatrena znaka obično se prepoznaju na prvi pogled: ista glad za avanturom, ista brza iskra oduševljenja. Zajedno možete jedno drugo da podstičete na smele planove i mnogo smeha. Vrućina ide u oba smera, pa svađe mogu brzo da buknu, a kada se smenjujete u centru pažnje, toplina se ređe pretvara u nadmetanje.',
    'fire-earth':
      'Vatra donosi iskru, a zemlja istrajnost, pa ovaj par najčešće najbolje funkcioniše kada svako od vas ceni ono što drugom nedostaje. Vatrenom znaku zemljani možda deluje previše spor pred skok u nepoznato, dok zemljanom vatreni može da deluje nemirno. Uz strpljenje sa jedne i podršku sa druge strane, ideja može da postane nešto čvrsto što gradite zajedno.',
    'fire-air':
      'Vazduh hrani vatru, i ovo je jedan od najživljih parova u zodijaku. Razgovor obično teče lako, planovi se množe, a svako od vas može u drugom da probudi razigranu, radoznalu stranu. Rizik je u tome što ima mnogo zamaha, a malo doslednosti, pa vezi može da pomogne da nekoliko zajedničkih snova spustite u svakodnevni život.',
    'fire-water':
      'Vatra i voda susreću se sa pravim intenzitetom: jedno deluje iz impulsa, drugo sve duboko oseća. Taj kontrast može da bude magnetičan, jer vatreni znak nudi hrabrost, a vodeni emotivnu dubinu. Nesporazumi mogu da nastanu kada se otvorenost sudari sa osetljivošću, pa je u žaru trenutka nežnost obično važnija od toga ko je u pravu.',
    'earth-earth':
      'Dva zemljana znaka često dele tiho razumevanje onoga što je važno: odanost, pouzdanost i život koji se strpljivo gradi. Verovatno vam prija tempo jedno drugog i praktičan način na koji pokazujete ljubav. Ta udobnost je stvarna, a ako s vremena na vreme zajedno izaberete nešto novo, postojanost neće skliznuti u rutinu.',
    'earth-air':
      'Zemlja razmišlja o onome što je stvarno i korisno, a vazduh o idejama i mogućnostima. Ovaj par može da bude dobro partnerstvo planiranja i delanja: vazdušni znak otvara nove vidike, a zemljani ih čini ostvarivim. Možda ćete morati da izađete jedno drugom u susret, jer stalne promene mogu da uznemire zemlju, a previše opreza može vazduhu da deluje sputavajuće.',
    'earth-water':
      'Zemlja i voda obično neguju jedna drugu, kao kiša i tlo. Zemljani znak pruža postojanost i sigurno mesto za predah, a vodeni donosi toplinu, intuiciju i emotivnu brigu. Poverenje ovde obično raste polako, ali često duboko, a kada osećanja izgovorite naglas, ova veza cveta.',
    'air-air':
      'Dva vazdušna znaka mogu da razgovaraju satima i retko im ponestane tema. Verovatno delite ljubav prema idejama, prijateljima i slobodi, a ta lakoća čini ovaj par opuštenim i zabavnim. Izazov može da bude ostati uz osećanja kada postanu teška, pa prostor za tiše, ličnije trenutke može da produbi vezu.',
    'air-water':
      'Vazduh živi u mislima, a voda u srcu, pa je ovaj par istovremeno zanimljiv i osetljiv. Vazdušni znak može vodenom da pomogne da osećanja pretoči u reči, a vodeni može vazdušnom da pokaže vrednost emotivne bliskosti. Pogrešna tumačenja mogu da se dogode kada se logika sretne sa raspoloženjem, pa strpljenje i reči podrške ovde mnogo znače.',
    'water-water':
      'Dva vodena znaka često se razumeju bez objašnjavanja. Empatija, intuicija i duboka emotivna odanost mogu da učine da se ova veza oseća kao povratak kući. Pošto su osećanja snažna sa obe strane, raspoloženja mogu da se prelivaju tamo-amo, a malo lakoće i jasne reči pomažu da vode ostanu mirne.',
  },
};
