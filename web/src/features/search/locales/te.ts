import type en from './en.ts';

/** The search banner's texts in Telugu. */
const te: Record<keyof typeof en, string> = {
  title: 'మీకు నచ్చిన ఉద్యోగాన్ని వెతకండి',
  subtitle: 'మీ దగ్గరలోని ఉద్యోగాలను వెతకండి, నిమిషాల్లో దరఖాస్తు చేయండి, మీరు రిఫర్ చేసిన ప్రతి స్నేహితుడికి ఉద్యోగం వస్తే {{amount}} సంపాదించండి.',
  form: 'ఉద్యోగ శోధన',
  filters: 'శోధన ఫిల్టర్లు',
  'city.label': 'నగరం',
  'city.placeholder': 'నగరాన్ని వెతకండి',
  'city.tooShort': 'కనీసం {{min}} అక్షరాలు టైప్ చేయండి…',
  'city.looking': 'నగరాలను వెతుకుతున్నాం…',
  'city.none': 'ఫలితాలు లేవు',
  'city.tooMany': 'మొదటి {{max}} ఫలితాలు చూపిస్తున్నాం… మీ శోధనను మరింత స్పష్టం చేయండి',
  'city.noCoordinates': 'నగరం స్థానాన్ని పొందలేకపోయాం. దయచేసి మరో సూచనను ఎంచుకోండి.',
  'city.failed': 'నగరాన్ని జోడించలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.',
  'city.chooseFromList': 'స్థానాన్ని పొందడానికి దయచేసి సూచనల నుండి ఒక నగరాన్ని ఎంచుకోండి.',
  'designation.label': 'ఉద్యోగం పేరు లేదా హోదా',
  'designation.placeholder': 'ఉదా. డెలివరీ ఎగ్జిక్యూటివ్',
  'designation.none': 'సరిపోయే హోదాలు లేవు',
  'skills.label': 'నైపుణ్యాలు',
  'skills.placeholder': 'ఉదా. హిందీ, డ్రైవింగ్',
  'skills.none': 'సరిపోయే నైపుణ్యాలు లేవు',
  'action.addingCity': 'నగరాన్ని జోడిస్తున్నాం…',
  'action.searching': 'వెతుకుతున్నాం…',
  'action.search': 'ఉద్యోగాలు వెతకండి',
  'action.reset': 'రీసెట్ చేయండి',
  'action.filters': 'ఫిల్టర్లు',
  noCriteria: 'ఉద్యోగాలు వెతకడానికి కనీసం ఒక వివరాన్ని నమోదు చేయండి (ఉద్యోగం పేరు, ప్రాంతం లేదా నైపుణ్యాలు).',
};

export default te;
