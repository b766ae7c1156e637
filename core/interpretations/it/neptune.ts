import type { PlanetTexts } from '../types';

/** Nettuno: immaginazione, intuito, ideali, compassione. */
export const NEPTUNE: PlanetTexts = {
  general: {
    text: 'Nettuno governa l’immaginazione, l’intuito e il desiderio di qualcosa che vada oltre la vita di tutti i giorni. Descrive i tuoi sogni e i tuoi ideali, la tua capacità di compassione e di sentire spirituale, e anche dove potresti vedere le cose come attraverso una nebbia. Il suo moto lento dà al suo segno un forte carattere generazionale.',
    traits: ['Immaginazione', 'Intuito', 'Compassione', 'Ideali', 'Spiritualità', 'Illusione'],
  },
  signs: {
    aries: {
      text: 'I tuoi ideali sono legati al coraggio e alla scoperta di te, e potresti sognare un nuovo inizio per il mondo. La vita spirituale ti appare spesso attiva più che contemplativa, qualcosa da inseguire anziché da aspettare. La nebbia da cui guardarti sta nelle fantasie eroiche di fare tutto in solitudine.',
      traits: [
        'Ideali eroici',
        'Spiritualità attiva',
        'Visione coraggiosa',
        'Scoperta di sé',
        'Azione ispirata',
        'Mito dell’eroe solitario',
      ],
    },
    taurus: {
      text: 'Potresti idealizzare la natura, la semplicità e il ritorno a ciò che sembra vero e duraturo. La bellezza del mondo fisico, nella musica, nell’artigianato o nel paesaggio, può diventare per te quasi sacra. La confusione tende a raccogliersi intorno alla sicurezza e al valore materiale, e ti invita a chiederti a che cosa tieni davvero.',
      traits: [
        'Bellezza naturale',
        'Spiritualità dei sensi',
        'Ideali semplici',
        'Artigianato artistico',
        'Sogni concreti',
        'Valore in discussione',
      ],
    },
    gemini: {
      text: 'La tua immaginazione vive nelle parole, nelle storie e nelle idee, e potresti sognare di mettere in contatto le persone grazie al libero fluire delle informazioni. L’intuito ti raggiunge spesso come una frase o un’immagine improvvisa. Una confusione generazionale tra fatti e finzione potrebbe chiederti di coltivare il discernimento su ciò che ascolti e ripeti.',
      traits: [
        'Arte del racconto',
        'Parole immaginifiche',
        'Idee intuitive',
        'Menti in contatto',
        'Fatti sfumati',
        'Discernimento',
      ],
    },
    cancer: {
      text: 'Potresti portare con te una visione idealizzata della casa, della famiglia e della patria, con un profondo desiderio di appartenenza emotiva. La tua compassione tende a rivolgersi prima di tutto a chi ha bisogno di un riparo. La nostalgia può essere sia una fonte d’ispirazione sia una trappola morbida che ti tiene con lo sguardo rivolto all’indietro.',
      traits: [
        'Ideale di patria',
        'Desiderio emotivo',
        'Compassione che nutre',
        'Nostalgia',
        'Sogni protettivi',
        'Senso di appartenenza',
      ],
    },
    leo: {
      text: 'Potresti idealizzare il romanticismo, il fascino e l’espressione creativa, trovando qualcosa di quasi sacro nell’arte e nel gioco. La tua immaginazione tende a essere teatrale e i tuoi sogni più grandi della vita. La sfida sta nel distinguere l’ispirazione autentica dal desiderio di ammirazione.',
      traits: [
        'Idealismo romantico',
        'Fascino creativo',
        'Immaginazione teatrale',
        'Gioco sacro',
        'Arte del cuore',
        'Sete di ammirazione',
      ],
    },
    virgo: {
      text: 'I tuoi ideali tendono a concentrarsi sul servizio, sulla guarigione e sul lavoro utile fatto bene. Potresti trovare un significato spirituale nella dedizione pratica: curare, riparare, aiutare. A volte la vaga sensazione che i tuoi sforzi non bastino può offuscarti la vista, e ti invita a rivolgere un po’ della tua compassione anche verso di te.',
      traits: [
        'Ideale di servizio',
        'Dedizione pratica',
        'Compassione operosa',
        'Ideali umili',
        'Insicurezza',
        'Spiritualità silenziosa',
      ],
    },
    libra: {
      text: 'Potresti idealizzare l’amore, la vita di coppia e l’armonia, sognando relazioni fondate sull’uguaglianza e sulla bellezza. La tua immaginazione si esprime spesso attraverso l’arte, la musica e il design. Vedere i partner con chiarezza, e non come vorresti che fossero, può essere una parte importante del tuo cammino.',
      traits: [
        'Amore ideale',
        'Visione estetica',
        'Sogni di armonia',
        'Grazia artistica',
        'Ideali di uguaglianza',
        'Occhiali rosa',
      ],
    },
    scorpio: {
      text: 'La tua immaginazione è attratta dalla profondità, dal mistero e dal lato nascosto della vita. Potresti sentire un richiamo generazionale verso la psicologia, l’occulto o le verità emotive più intense. Il tuo intuito può essere straordinariamente acuto, e il lavoro consiste nel trasformare il fascino per gli estremi in una comprensione autentica.',
      traits: [
        'Profondità mistica',
        'Intuito acuto',
        'Esplorazione interiore',
        'Amore per il mistero',
        'Intensità emotiva',
        'Verità nascoste',
      ],
    },
    sagittarius: {
      text: 'Potresti idealizzare la libertà, la fede e la ricerca della verità, sognando un mondo senza confini. La tua spiritualità tende a essere esplorativa e ad attingere a molte tradizioni insieme. La tua immaginazione spesso vaga lontano, e radicare le grandi visioni nell’esperienza vissuta le mantiene ricche di senso.',
      traits: [
        'Ricerca spirituale',
        'Fede sconfinata',
        'Sogni globali',
        'Visione filosofica',
        'Ideali di libertà',
        'Ricerca irrequieta',
      ],
    },
    capricorn: {
      text: 'I tuoi ideali potrebbero nascere dal desiderio di costruire strutture davvero al servizio delle persone. Tendi a rispettare la tradizione pur intuendo dove le istituzioni hanno perso la strada. La tua immaginazione è pratica, e potresti sperare in un progresso realistico più che in un’utopia, unendo visione e responsabilità.',
      traits: [
        'Idealismo pratico',
        'Sogni strutturati',
        'Visione istituzionale',
        'Fede responsabile',
        'Speranza realistica',
        'Rispetto della tradizione',
      ],
    },
    aquarius: {
      text: 'Potresti idealizzare la comunità, la tecnologia e il futuro collettivo, sognando un mondo più connesso ed egualitario. Il tuo intuito lavora spesso attraverso idee e reti. La nebbia da cui guardarti sta nel confondere una visione del domani con i bisogni reali e presenti delle persone che hai intorno.',
      traits: [
        'Ideali collettivi',
        'Sogni tecnologici',
        'Visione umanitaria',
        'Intuito in rete',
        'Pensiero utopico',
        'Compassione distaccata',
      ],
    },
    pisces: {
      text: 'Nettuno governa i Pesci, quindi la tua immaginazione, la tua compassione e la tua sensibilità spirituale sono amplificate. Potresti sentirti in profonda connessione con tutto e con tutti, con confini porosi tra te e il mondo. Le pratiche creative e contemplative possono essere ancore potenti, che ti aiutano a incanalare con cura questa sensibilità.',
      traits: [
        'Compassione profonda',
        'Sensibilità spirituale',
        'Immaginazione sconfinata',
        'Connessione mistica',
        'Confini porosi',
        'Flusso creativo',
      ],
    },
  },
};
