import type { SignTexts } from '../types';

/** Il Sole in ogni segno: identità, vitalità, ciò che ti fa sentire pienamente in vita. */
export const SUN: SignTexts = {
  aries:
    'Ti accendi quando c’è qualcosa da cominciare, un primo passo che nessuno ha ancora fatto. Il senso di chi sei si costruisce nell’azione, per questo tendi a scoprirti provando, inciampando e riprovando. La franchezza è il tuo dono naturale, e la tua vitalità spesso si impenna nel momento stesso in cui si presenta una sfida.',
  taurus:
    'La tua identità cresce piano e mette radici profonde, come un giardino curato per molte stagioni. Spesso senti di essere davvero tu quando la vita ha un ritmo costante e i sensi sono coinvolti, che si tratti di buon cibo, di musica o della terra sotto le mani. Gli altri possono appoggiarsi alla tua pazienza, che di solito sopravvive alle tempeste passeggere.',
  gemini:
    'La curiosità è il motore della tua identità, e senti di vivere davvero quando la mente ha qualcosa di nuovo su cui rimuginare. Puoi coltivare più interessi alla volta, e questa varietà non è tanto un difetto quanto il modo in cui la tua energia resta luminosa. Conversazioni, domande e contatti rapidi sono spesso la via con cui scopri chi sei.',
  cancer:
    'Brilli attraverso la cura, e chi sei è strettamente legato alle persone e ai luoghi che chiami casa. La tua forza agisce spesso in silenzio, nel ricordare ciò di cui gli altri hanno bisogno prima ancora che lo chiedano. Un guscio protettivo può nascondere una vita interiore ricchissima, ed è il sentirti al sicuro sul piano emotivo a lasciar emergere tutta la tua vitalità.',
  leo: 'Sei qui per esprimerti, e la tua vitalità cresce quando doni apertamente il cuore a qualcosa che ami. Calore, generosità e un certo gusto per la scena ti vengono di solito naturali e attirano le persone nella tua luce. Il riconoscimento conta per te, e quello più profondo arriva spesso quando crei per gioia sincera, non per l’applauso.',
  virgo:
    'La tua identità prende forma attraverso l’utilità, e spesso senti di essere davvero tu quando migliori qualcosa, per quanto piccolo. Un occhio attento ti permette di notare i dettagli che agli altri sfuggono, e puoi trovare una vera soddisfazione nel mestiere, nel servizio e nelle abitudini ben fatte. Essere gentile con le tue imperfezioni quanto sei d’aiuto agli altri tende a liberare la tua energia.',
  libra:
    'Prendi forma nella relazione: scopri chi sei nello scambio tra te e gli altri. Un forte senso di equità e un occhio per la bellezza guidano spesso le tue scelte. Puoi soppesare ogni lato prima di decidere, e il tuo dono sta nel creare un’armonia che lasci comunque spazio a un dissenso onesto.',
  scorpio:
    'Il senso di te scorre in profondità, e tendi a riversarti completamente in ciò che conta davvero per te. Le risposte superficiali raramente ti bastano, perché ti attira ciò che è nascosto, intenso e autentico. La tua vitalità si rinnova spesso attraverso la trasformazione: lasci andare ciò che non ti corrisponde più e riemergi con una forza conquistata a fatica.',
  sagittarius:
    'Senti di vivere pienamente quando i tuoi orizzonti si allargano, che sia grazie a un viaggio, allo studio o a una conversazione che cambia il tuo punto di vista. Ottimismo e un amore irrequieto per la libertà tendono a definirti. La tua identità si forma nella ricerca di senso, e potresti scoprire che la sincerità, anche quando esce brusca, è uno dei tuoi valori più profondi.',
  capricorn:
    'Costruisci la tua vita come si costruisce una casa: con costanza, pazienza e un progetto. La responsabilità potrebbe esserti arrivata presto, e spesso ti guadagni il rispetto con la perseveranza più che con l’esibizione. Dietro la tua compostezza ci sono un umorismo asciutto e un’ambizione silenziosa, ed entrambi tendono a rafforzarsi con gli anni.',
  aquarius:
    'La tua identità affonda le radici nell’indipendenza e in una visione di come le cose potrebbero andare meglio per tutti. Puoi sentirti un po’ in disparte rispetto alla folla, e quella distanza ti regala spesso uno sguardo fresco e originale. Amicizie, idee e cause più grandi di te tendono a darti energia, soprattutto quando hai la libertà di essere fuori dagli schemi.',
  pisces:
    'Nel profondo la tua natura è fluida e piena di immaginazione, plasmata da una sensibilità che ti fa sentire ciò che sentono gli altri. Creatività, compassione e un ricco mondo interiore tendono a sostenere la tua vitalità. Potresti aver bisogno di tempo in disparte per riprenderti dopo aver assorbito così tanto, ed è in quel silenzio che trovi spesso l’ispirazione più profonda.',
};
