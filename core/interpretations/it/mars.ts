import type { PlanetTexts } from '../types';

/** Marte: slancio, coraggio, desiderio, conflitto. */
export const MARS: PlanetTexts = {
  general: {
    text: 'Marte governa lo slancio, il coraggio e il desiderio. Descrive come passi all’azione, insegui ciò che vuoi, ti fai valere e gestisci la rabbia o il conflitto, oltre all’energia e alla resistenza che porti in una sfida.',
    traits: ['Slancio', 'Coraggio', 'Desiderio', 'Assertività', 'Energia fisica', 'Modo di affrontare i conflitti'],
  },
  signs: {
    aries: {
      text: 'Marte governa l’Ariete, quindi la tua spinta è forte, diretta e pronta ad accendersi. Tendi ad agire d’impulso e dai il meglio nella competizione e nelle sfide. Il tuo coraggio può aprire porte a cui altri hanno paura di bussare, anche se imparare a dosare le forze può aiutarti a portare a termine ciò che inizi con tanta audacia.',
      traits: ['Spinta ardente', 'Audacia', 'Competitività', 'Iniziativa', 'Impulsività', 'Coraggio'],
    },
    taurus: {
      text: 'La tua energia è costante, paziente e duratura più che rapida. Tendi a muoverti al tuo ritmo e sai insistere a lungo dopo che gli altri hanno mollato. Ti arrabbi di rado, ma quando ti spingono troppo in là diventi una forza da non sottovalutare, e i tuoi desideri affondano spesso le radici nel comfort, nella sicurezza e nei piaceri del corpo.',
      traits: ['Resistenza', 'Perseveranza', 'Impegno costante', 'Rabbia lenta', 'Desiderio sensuale', 'Testardaggine'],
    },
    gemini: {
      text: 'La tua spinta è mentale e irrequieta, spesso incanalata in parole, idee e diversi progetti alla volta. Tendi a farti valere con le argomentazioni e l’arguzia più che con la forza. La varietà tiene alta la tua energia, anche se disperderla in troppe direzioni potrebbe lasciare qualche progetto a metà.',
      traits: [
        'Energia mentale',
        'Schermaglie verbali',
        'Multitasking',
        'Irrequietezza',
        'Riflessi pronti',
        'Adattabilità',
      ],
    },
    cancer: {
      text: 'La tua spinta è legata alle emozioni e al bisogno di proteggere ciò che ami. Tendi ad agire in modo indiretto, avvicinandoti ai conflitti di lato più che di petto, e potresti portarti dietro a lungo le ferite. Quando però la tua famiglia o la tua casa sembrano minacciate, puoi mostrare una determinazione sorprendente e un coraggio feroce.',
      traits: [
        'Spinta protettiva',
        'Motivazione emotiva',
        'Azione indiretta',
        'Tenacia',
        'Atteggiamento difensivo',
        'Lealtà familiare',
      ],
    },
    leo: {
      text: 'Tendi ad agire con sicurezza, orgoglio e senso del teatro, mettendo tutto il cuore in ciò che insegui. Il riconoscimento ti motiva, e potresti brillare alla guida degli altri quando credi in una causa. La tua energia è calda e generosa, anche se l’orgoglio ferito può accendere un temperamento focoso.',
      traits: ['Azione sicura', 'Leadership', 'Spinta creativa', 'Orgoglio', 'Energia generosa', 'Temperamento focoso'],
    },
    virgo: {
      text: 'La tua energia è precisa e metodica, e funziona al meglio quando è rivolta a uno scopo utile. Tendi a migliorare le cose con un impegno accurato e una tecnica esperta. Il conflitto potrebbe uscire sotto forma di critica più che di rabbia aperta, e incanalare la tua spinta nel mestiere o nel servizio può darti una soddisfazione profonda.',
      traits: ['Impegno metodico', 'Lavoro abile', 'Efficienza', 'Tecnica accurata', 'Vena critica', 'Diligenza'],
    },
    libra: {
      text: 'Tendi a perseguire i tuoi obiettivi con la collaborazione, il fascino e la trattativa più che con la forza. Ti muove il senso di giustizia, e un’ingiustizia può spingerti all’azione più in fretta di qualsiasi altra cosa. Lo scontro diretto potrebbe metterti a disagio, perciò esprimere con chiarezza i tuoi desideri, invece di aspettare che l’equilibrio arrivi da sé, può darti forza.',
      traits: [
        'Azione diplomatica',
        'Collaborazione',
        'Senso di giustizia',
        'Fascino',
        'Fuga dai conflitti',
        'Pazienza strategica',
      ],
    },
    scorpio: {
      text: 'La tua spinta è intensa, concentrata e silenziosamente potente. Tendi a perseguire ciò che vuoi con strategia e una determinazione incrollabile, spesso dietro le quinte. Un torto subito è difficile da dimenticare per te, e la tua capacità di ripresa ti permette di ricostruire dopo le battute d’arresto, a volte con più forza di prima.',
      traits: [
        'Concentrazione intensa',
        'Determinazione',
        'Strategia',
        'Capacità di ripresa',
        'Segretezza',
        'Potere emotivo',
      ],
    },
    sagittarius: {
      text: 'La tua energia è avventurosa ed entusiasta, attratta da obiettivi che sembrano significativi o capaci di allargare i tuoi orizzonti. Tendi ad agire per principio e ad amare il movimento fisico, i viaggi e l’esplorazione. La tua spinta può divampare e spegnersi in fretta, e restare in contatto con uno scopo più grande ti aiuta ad andare fino in fondo.',
      traits: [
        'Spinta avventurosa',
        'Entusiasmo',
        'Azione di principio',
        'Energia irrequieta',
        'Amore per il movimento',
        'Schiettezza brusca',
      ],
    },
    capricorn: {
      text: 'Marte è in esaltazione in Capricorno e ti dona un’energia disciplinata, ambiziosa e strategica. Tendi a perseguire gli obiettivi a lungo termine un passo alla volta, con un autocontrollo notevole. Potresti trasformare la frustrazione in lavoro duro, e la tua pazienza ti permette di raggiungere vette che sforzi più rapidi e meno mirati raramente toccano.',
      traits: ['Disciplina', 'Ambizione', 'Autocontrollo', 'Impegno strategico', 'Resistenza', 'Dedizione al lavoro'],
    },
    aquarius: {
      text: 'La tua spinta è indipendente e spesso rivolta alle idee, alle riforme o agli obiettivi collettivi. Tendi ad agire in modi non convenzionali e a resistere a chi ti dice che cosa fare. Potresti batterti con più forza per i principi e per le comunità, e la tua energia tende ad arrivare in improvvisi lampi di ispirazione più che in una routine costante.',
      traits: [
        'Azione indipendente',
        'Vena ribelle',
        'Spirito riformatore',
        'Innovazione',
        'Cause collettive',
        'Energia discontinua',
      ],
    },
    pisces: {
      text: 'La tua energia è fluida e intuitiva, e scorre verso ciò che ti ispira o ti commuove. Tendi a evitare lo scontro diretto e potresti agire per gli altri più facilmente che per te. Le attività creative, compassionevoli o spirituali possono incanalare la tua spinta, e obiettivi chiari ti aiutano a mantenere la rotta.',
      traits: [
        'Azione intuitiva',
        'Spinta compassionevole',
        'Energia creativa',
        'Flessibilità',
        'Rabbia indiretta',
        'Motivazione mutevole',
      ],
    },
  },
};
