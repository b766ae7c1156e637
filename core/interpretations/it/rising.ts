import type { SignTexts } from '../types';

/** L’Ascendente in ogni segno: la prima impressione e il modo di affrontare la vita. */
export const RISING: SignTexts = {
  aries:
    'Tendi ad affrontare il mondo a viso aperto, e spesso gli altri vedono in te audacia, energia e prontezza nell’agire. Il tuo primo istinto è muoverti, cominciare, dire ciò che pensi. Le persone potrebbero notare la tua franchezza prima di ogni altra cosa, e affronti la vita come una serie di sfide che non vedi l’ora di raccogliere.',
  taurus:
    'Spesso trasmetti calma, solidità e una presenza piacevole, che mette gli altri a proprio agio. Affronti le situazioni nuove con cautela e preferisci prenderti il tuo tempo prima di impegnarti. Le persone potrebbero notare la tua stabilità, il tuo buon gusto e un fare senza fretta che lascia intuire che sai a che cosa dai valore.',
  gemini:
    'La prima impressione che dai è spesso vivace: sguardo rapido, conversazione facile e un’aria curiosa e giovanile. Affronti la vita raccogliendo informazioni, facendo domande e tenendo aperte le tue possibilità. Gli altri potrebbero vedere in te spirito e capacità di adattamento, una persona che sa parlare con quasi chiunque di quasi qualsiasi cosa.',
  cancer:
    'A prima vista potresti sembrare una persona gentile, riservata o silenziosamente attenta, che si prende il tempo di capire se un luogo è sicuro. Quando ti senti a tuo agio, il tuo calore e il tuo istinto protettivo emergono con chiarezza. Tendi ad affrontare la vita attraverso il sentire, e spesso le persone avvertono che ti accorgi di come stanno prima ancora che dicano una parola.',
  leo: 'Spesso fai un’entrata calorosa e memorabile, e le persone tendono a notare subito la tua sicurezza e la tua presenza. Affronti la vita con un senso di dignità e con il desiderio di esprimerti pienamente. Gli altri potrebbero vedere in te generosità e luce, ed è probabile che il modo in cui ti porti sia per te motivo di orgoglio.',
  virgo:
    'Tendi a dare un’impressione di compostezza, spirito di osservazione e modestia: sei la persona che nota ciò che agli altri sfugge. Il tuo modo di affrontare la vita è riflessivo e pratico, e ti piace capire come funzionano le cose prima di tuffarti. Molte persone finiscono per contare sulla tua disponibilità, anche se all’esterno mostri più riserbo di quanto ne senta dentro.',
  libra:
    'Spesso fai una prima impressione garbata, con buone maniere, fascino e un occhio attento all’apparenza delle cose. Affronti la vita con diplomazia, cercando l’equilibrio e considerando altri punti di vista. Le persone potrebbero trovare facile parlare con te, e tendi ad ammorbidire i momenti di tensione senza che sembri costarti fatica.',
  scorpio:
    'Potresti trasmettere intensità, magnetismo o un’aria difficile da decifrare, e spesso le persone intuiscono la tua profondità prima che tu riveli molto. Affronti la vita con strategia, osservando con attenzione e custodendo la tua privacy. Gli altri potrebbero avere la sensazione che tu veda dentro di loro, e la tua presenza silenziosa tende a lasciare un’impressione duratura.',
  sagittarius:
    'Tendi a trasmettere apertura, cordialità ed entusiasmo, con una risata facile e un gusto per l’avventura. Affronti la vita come un’esplorazione, con la voglia di imparare e poca voglia di farti inquadrare. La tua sincerità e il tuo ottimismo sono spesso ciò che le persone ricordano, insieme a un buonumore che rende più leggere le situazioni nuove.',
  capricorn:
    'Spesso dai una prima impressione di serietà, competenza e autocontrollo, anche in giovane età. Affronti la vita con un piano e preferisci dimostrare il tuo valore con i risultati. Gli altri ti percepiscono spesso come una persona matura e affidabile, e il tuo riserbo tende ad ammorbidirsi man mano che cresce la fiducia.',
  aquarius:
    'Agli occhi degli altri potresti apparire una persona cordiale ma un po’ insolita, con uno stile indipendente tutto tuo. Affronti la vita con la curiosità di capire come le cose potrebbero funzionare in modo diverso. Le persone notano spesso la tua apertura alle idee nuove e la tua abitudine di trattare tutti da pari a pari, qualunque sia la loro posizione.',
  pisces:
    'Spesso trasmetti dolcezza, un’aria sognante e una grande ricettività, con una morbidezza che invita gli altri ad aprirsi. Affronti la vita in modo intuitivo, seguendo sensazioni e impressioni più che piani prestabiliti. Gentilezza e un’aria da artista sono spesso le prime cose che le persone notano, e il tuo modo di fare tende a cambiare con l’atmosfera che ti circonda.',
};
