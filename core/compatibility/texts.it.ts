import type { CompatibilityTexts } from './types';

/**
 * I testi italiani della compatibilità: le valutazioni della specifica e una panoramica per ogni
 * coppia di elementi. La coppia è descritta attraverso i due segni (mai «voi», mai desinenze di
 * genere riferite alle persone).
 */
export const COMPATIBILITY_IT: CompatibilityTexts = {
  ratings: {
    same: 'Affinità eccellente!',
    complementary: 'Ottima affinità',
    other: 'Buona affinità',
  },
  overviews: {
    'fire-fire':
      'Due segni di fuoco tendono a riconoscersi al primo sguardo: la stessa voglia di avventura, la stessa scintilla di entusiasmo pronta ad accendersi. Insieme possono spronarsi a vicenda verso progetti audaci e grandi risate. Il calore però scorre in entrambe le direzioni e gli animi possono infiammarsi in fretta: fare a turno sotto i riflettori spesso impedisce che il calore si trasformi in una gara.',
    'fire-earth':
      'Il fuoco porta la scintilla e la terra la costanza, perciò questa coppia spesso funziona meglio quando ciascuno apprezza ciò che manca all’altro. Il segno di fuoco potrebbe trovare il segno di terra lento a spiccare il salto, mentre il segno di terra potrebbe trovare irrequieto il segno di fuoco. Con pazienza da una parte e incoraggiamento dall’altra, un’idea può diventare qualcosa di solido da costruire insieme.',
    'fire-air':
      'L’aria alimenta il fuoco, e questa è una delle coppie più vivaci dello zodiaco. Il dialogo di solito nasce spontaneo, i progetti si moltiplicano e ciascuno può far emergere il lato giocoso e curioso dell’altro. Il rischio è avere tanto slancio e poca continuità, quindi radicare nella vita di tutti i giorni qualche sogno condiviso può aiutare il legame a durare.',
    'fire-water':
      'Fuoco e acqua si incontrano con vera intensità: uno agisce d’impulso, l’altro sente tutto in profondità. Il contrasto può essere magnetico, perché il segno di fuoco offre coraggio e il segno d’acqua profondità emotiva. Possono nascere malintesi quando la schiettezza incontra la sensibilità, perciò la delicatezza nei momenti accesi tende a contare più dell’avere ragione.',
    'earth-earth':
      'Due segni di terra condividono spesso un’intesa silenziosa su ciò che conta: lealtà, affidabilità e una vita costruita con cura nel tempo. Ciascuno può sentirsi a proprio agio con il ritmo dell’altro e con un modo concreto di dimostrare amore. La sensazione di sicurezza è reale, e scegliere ogni tanto qualcosa di nuovo da fare insieme può evitare che la stabilità scivoli nella routine.',
    'earth-air':
      'La terra ragiona in termini di ciò che è reale e utile, mentre l’aria pensa per idee e possibilità. Questa coppia può diventare un ottimo sodalizio tra progettare e fare, con il segno d’aria che apre nuovi orizzonti e il segno di terra che li rende realizzabili. Ciascuno potrebbe dover venire incontro all’altro, perché il cambiamento continuo può destabilizzare la terra e troppa prudenza può far sentire l’aria in gabbia.',
    'earth-water':
      'Terra e acqua tendono a nutrirsi a vicenda, un po’ come la pioggia e il suolo. Il segno di terra offre stabilità e un porto sicuro, mentre il segno d’acqua porta calore, intuito e cura emotiva. Qui la fiducia di solito cresce lentamente, ma spesso mette radici profonde, e dire ad alta voce ciò che si prova aiuta questo legame a fiorire.',
    'air-air':
      'Due segni d’aria possono parlare per ore e raramente restano senza qualcosa da esplorare. Probabilmente condividono l’amore per le idee, per gli amici e per la libertà, e questa leggerezza rende la coppia spontanea e divertente. La sfida potrebbe essere restare con le emozioni quando si fanno pesanti, quindi fare spazio a momenti più tranquilli e personali può rendere il legame più profondo.',
    'air-water':
      'L’aria vive nella mente e l’acqua nel cuore, e questo rende la coppia affascinante e delicata insieme. Il segno d’aria può aiutare il segno d’acqua a dare un nome ai sentimenti, e il segno d’acqua può mostrare al segno d’aria il valore della vicinanza emotiva. Possono nascere fraintendimenti quando la logica incontra l’umore, perciò pazienza e rassicurazioni fanno molta strada.',
    'water-water':
      'Due segni d’acqua spesso si capiscono senza bisogno di spiegarsi. Empatia, intuito e una profonda lealtà emotiva possono far sentire questo legame come un ritorno a casa. Poiché i sentimenti sono forti da entrambe le parti, gli stati d’animo possono rimbalzare dall’uno all’altro, e un po’ di leggerezza insieme a parole chiare aiuta a mantenere calme le acque.',
  },
};
