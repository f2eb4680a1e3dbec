import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'evaluateServer.title': 'Service evaluation',
  'evaluateServer.aboutTaker': 'How did {name} do?',
  'evaluateServer.aboutPoster': 'How was working for {name}?',
  'evaluateServer.done': 'Your evaluation',
  'evaluateServer.theirs': '{name}’s evaluation of you',
  'evaluateServer.theirsNone': '{name} did not evaluate you.',
  'evaluateServer.theirsHidden':
    '{name} has not evaluated you yet. When they do, both evaluations show at once; the time to evaluate ends on {date}.',
  'evaluateServer.seeBoth': 'See both evaluations',
  'evaluateServer.notYet': 'You can evaluate once the task is completed.',
  'evaluateServer.state': 'Current state: {state}',
  'evaluateServer.closed': 'The time to evaluate ended on {date}.',
  'evaluateServer.rating': 'Your rating',
  'evaluateServer.word1': 'Very poor',
  'evaluateServer.word2': 'Poor',
  'evaluateServer.word3': 'Okay',
  'evaluateServer.word4': 'Good',
  'evaluateServer.word5': 'Excellent',
  'evaluateServer.starsRequired': 'Please choose 1 to 5 stars.',
  'evaluateServer.text': 'What went well, what could be better (optional)',
  'evaluateServer.placeholder': 'Punctuality, quality, communication…',
  'evaluateServer.photos': 'Photos ({count}/{max})',
  'evaluateServer.tooManyPhotos': 'At most {max} photos; the rest were left out.',
  'evaluateServer.uploadFailed': 'A photo failed to upload. Remove it and try again.',
  'evaluateServer.uploading': 'Photos are still uploading. Please wait a moment.',
  'evaluateServer.removePhoto': 'Remove photo {n}',
  'evaluateServer.addPhotos': 'Add photos',
  'evaluateServer.rule':
    'Double-blind: {name} sees your evaluation only after evaluating you too, or when the {days} days to evaluate are over. You cannot change it once sent.',
  'evaluateServer.deadline': 'Evaluate by {date}.',
  'evaluateServer.waiting': '{name} has already evaluated you: send yours to see it.',
  'evaluateServer.final': 'You cannot change your evaluation once sent.',
  'evaluateServer.sent': 'Evaluation sent',
  'evaluateServer.submit': 'Send evaluation',
};

export default en;
