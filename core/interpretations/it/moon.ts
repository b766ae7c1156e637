import type { SignTexts } from '../types';

/** La Luna in ogni segno: bisogni emotivi, conforto, il modo di elaborare i sentimenti. */
export const MOON: SignTexts = {
  aries:
    'Le tue emozioni arrivano rapide e accese, e tendi a elaborarle agendo, più che restando in attesa. Potresti aver bisogno di spazio per reagire con sincerità prima di riuscire a calmarti. Il conforto arriva spesso dal movimento, da un nuovo inizio o da un problema da affrontare di petto, e i tuoi stati d’animo di solito passano in fretta così come si accendono.',
  taurus:
    'La sicurezza emotiva ti arriva attraverso i sensi e la stabilità. Una routine familiare, una casa accogliente e piaceri semplici come un buon pasto o una coperta calda possono rasserenarti in modo sorprendente. Nei tuoi legami tendi a essere costante e leale, anche se i cambiamenti improvvisi potrebbero turbarti più di quanto lasci vedere.',
  gemini:
    'Spesso capisci ciò che provi mettendolo in parole, parlandone o scrivendolo. Varietà e stimoli mentali ti calmano, mentre la noia può metterti addosso irrequietezza. A volte potresti analizzare un’emozione invece di sentirla, e il conforto tende ad arrivare da una bella conversazione con qualcuno che ti ascolta davvero.',
  cancer:
    'La Luna è nel suo domicilio in Cancro, e la tua vita emotiva è profonda, protettiva e tenera. Hai bisogno di un nido sicuro e di persone di cui prenderti cura, e tendi a ricordare esattamente che cosa hai provato in ogni momento. Nostalgia, rituali di famiglia e serate tranquille in casa spesso ti restituiscono forza quando il mondo esterno diventa troppo pesante.',
  leo: 'Hai bisogno che gli altri ti vedano e ti apprezzino, e il calore donato senza riserve tende a far emergere il tuo lato più generoso. Le tue emozioni sono espressive e sincere, a volte teatrali. Il conforto arriva spesso dal gioco, dalla creatività e da un affetto leale, mentre il fatto che nessuno ti noti può ferirti più a fondo di quanto mostri.',
  virgo:
    'Tendi a calmare i tuoi sentimenti mettendo ordine in qualcosa, che sia un cassetto, un’agenda o un problema intricato. Essere utile ti rassicura, e potresti dimostrare amore con gesti pratici più che con grandi parole. Accettare i sentimenti che non si possono aggiustare, e riposare senza prima doverlo meritare, spesso ti porta una pace autentica.',
  libra:
    'L’equilibrio emotivo conta moltissimo per te, e la discordia nell’ambiente o nelle relazioni può turbarti in fretta. Tendi a trovare conforto nella compagnia, nella bellezza e negli spazi armoniosi. Potresti mettere da parte i tuoi bisogni per mantenere la pace, perciò dare un nome a ciò che senti è una parte importante della tua crescita emotiva.',
  scorpio:
    'Le tue emozioni sono intense e riservate, e potresti rivelare il tuo mondo interiore solo a chi si è guadagnato la tua fiducia. Nei legami più stretti hai bisogno di profondità, lealtà e sincerità. Un conforto superficiale raramente ti placa: tendi piuttosto a guarire affrontando fino in fondo i sentimenti e lasciandoti trasformare da loro.',
  sagittarius:
    'Hai bisogno di libertà emotiva e di spazio per muoverti, e sentirti in gabbia può metterti addosso una certa irrequietezza. Umorismo, ottimismo e la promessa di un’avventura tendono a tirarti su il morale. Spesso elabori i sentimenti cercandone il senso o la lezione, e una lunga passeggiata, un viaggio o una grande idea possono restituirti il buonumore.',
  capricorn:
    'Tendi a gestire i tuoi sentimenti con compostezza, a volte facendoti carico delle responsabilità prima di concederti un po’ di riposo. La sicurezza ti arriva dalla struttura, dai risultati e dal sapere di poter contare sulle tue forze. Sotto quel riserbo c’è una tenerezza autentica, e potresti trovare conforto nelle persone che mostrano il loro affetto con la costanza.',
  aquarius:
    'Spesso ti serve un po’ di distanza emotiva per capire ciò che provi, un passo indietro per vedere il quadro d’insieme. Amicizia, libertà e la certezza che gli altri ti accettino per come sei tendono a contare per te più della vicinanza convenzionale. Potresti trovarti più a tuo agio in una cerchia di spiriti affini che rispettano la tua indipendenza.',
  pisces:
    'I tuoi sentimenti sono porosi e vasti, e potresti assorbire gli stati d’animo intorno a te senza rendertene conto. Il conforto arriva spesso dalla musica, dall’arte, dall’acqua, dai sogni o da una tranquilla solitudine. La tua compassione è un dono, e imparare a distinguere le tue emozioni da quelle di tutti gli altri tende ad aiutarti a restare con i piedi per terra.',
};
