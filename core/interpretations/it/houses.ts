import type { HouseNumber, HouseText } from '../types';

/** Le dodici case: che cosa governa ognuna e che cosa significa quando vi si trova un pianeta. */
export const HOUSES: Readonly<Record<HouseNumber, HouseText>> = {
  1: {
    name: 'Casa 1',
    governs:
      'La prima casa governa l’immagine di te, il tuo modo di apparire e come dai inizio alle cose. Comincia dall’Ascendente e dà il suo colore al modo in cui ti presenti al mondo.',
    occupied:
      'Ciò che si trova qui è difficile da nascondere: le sue qualità tendono a emergere nei tuoi modi, nella tua figura e nelle tue prime reazioni, fino a diventare parte di ciò per cui gli altri ti riconoscono.',
  },
  2: {
    name: 'Casa 2',
    governs:
      'La seconda casa governa le tue risorse, i tuoi beni e il senso del tuo valore personale. Descrive ciò a cui dai valore e il modo in cui costruisci la tua sicurezza materiale e personale.',
    occupied:
      'Un pianeta in questa casa tende a esprimersi attraverso ciò che possiedi, guadagni e apprezzi, e spesso influisce su quanta fiducia hai nel tuo valore.',
  },
  3: {
    name: 'Casa 3',
    governs:
      'La terza casa governa la comunicazione, l’apprendimento quotidiano e l’ambiente più vicino, compresi fratelli e sorelle, vicini di casa e brevi spostamenti.',
    occupied:
      'L’energia che si trova qui tende a colorare il tuo modo di pensare, parlare e scrivere, e può manifestarsi nei legami con fratelli e sorelle o nel ritmo delle commissioni e delle conversazioni di ogni giorno.',
  },
  4: {
    name: 'Casa 4',
    governs:
      'La quarta casa governa la casa, la famiglia e le tue radici emotive. Si trova alla base del tema e descrive la tua vita privata e ciò che ti dà un senso di appartenenza.',
    occupied:
      'Un pianeta qui tende ad agire a porte chiuse, influenzando la tua vita familiare, i ricordi d’infanzia e il tipo di casa che cerchi di creare.',
  },
  5: {
    name: 'Casa 5',
    governs:
      'La quinta casa governa la creatività, gli amori, il gioco e l’espressione di sé, insieme ai figli e alle cose che crei per il puro piacere di farlo.',
    occupied:
      'Ciò che abita questa casa cerca di esprimersi attraverso la gioia: innamorarsi, creare, esibirsi, giocare o tentare la sorte con qualcosa che ti fa sentire pienamente in vita.',
  },
  6: {
    name: 'Casa 6',
    governs:
      'La sesta casa governa il lavoro quotidiano, le abitudini e il servizio, insieme alla cura di ogni giorno del tuo corpo e del tuo benessere.',
    occupied:
      'Un pianeta in sesta casa tende a manifestarsi nelle tue abitudini e responsabilità, nel modo in cui lavori accanto ai colleghi e nelle piccole discipline che mandano avanti la tua vita.',
  },
  7: {
    name: 'Casa 7',
    governs:
      'La settima casa governa le unioni: il matrimonio, le collaborazioni strette, i contratti e i rivali dichiarati. Comincia dal Discendente, esattamente opposto all’Ascendente.',
    occupied:
      'L’energia che si trova qui viene spesso vissuta attraverso gli altri: potresti incontrarne le qualità prima nei partner e negli alleati più stretti, e le relazioni diventano il luogo in cui impari a riconoscerle come tue.',
  },
  8: {
    name: 'Casa 8',
    governs:
      'L’ottava casa governa l’intimità, le risorse condivise, le eredità e le trasformazioni profonde, comprese le conclusioni che fanno spazio al rinnovamento.',
    occupied:
      'Un pianeta in questa casa tende ad agire in profondità, affiorando nei momenti di fiducia, di vulnerabilità e di cambiamento, e nel modo in cui gestisci ciò che condividi con gli altri.',
  },
  9: {
    name: 'Casa 9',
    governs:
      'La nona casa governa gli studi superiori, i viaggi lontani, la filosofia e le convinzioni: la ricerca di un senso oltre il mondo che ti è familiare.',
    occupied:
      'Ciò che si trova in nona casa tende a spingerti verso l’esterno, verso luoghi lontani, nuovi maestri e grandi domande, e colora ciò in cui finisci per credere.',
  },
  10: {
    name: 'Casa 10',
    governs:
      'La decima casa governa la carriera, la reputazione e la vita pubblica, insieme alle tue ambizioni e al tuo rapporto con l’autorità. Comincia dal Medio Cielo, il punto più alto del tema.',
    occupied:
      'Un pianeta qui è visibile al mondo e tende a influenzare la tua vocazione, la tua immagine pubblica e l’eredità che speri di costruire.',
  },
  11: {
    name: 'Casa 11',
    governs: 'L’undicesima casa governa le amicizie, le comunità, le reti di contatti e le tue speranze per il futuro.',
    occupied:
      'I pianeti in undicesima casa si esprimono spesso nei gruppi e nelle cause, negli amici che raduni intorno a te e negli obiettivi che persegui insieme agli altri.',
  },
  12: {
    name: 'Casa 12',
    governs:
      'La dodicesima casa governa la solitudine, i sogni e l’inconscio, insieme a tutto ciò che è nascosto, lasciato andare o fatto in silenzio, lontano dagli sguardi.',
    occupied:
      'Un pianeta in dodicesima casa tende ad agire in privato, attraverso la riflessione, l’intuito e l’impegno che non si vede, e i suoi doni emergono spesso con più chiarezza quando passi del tempo in solitudine.',
  },
};
