import type { Catalog } from '../../../../i18n';

const en: Catalog = {
  'evaluateDetail.title': 'Evaluations',
  'evaluateDetail.mine': 'Your evaluation of {name}',
  'evaluateDetail.mineNotYet': 'You have not evaluated {name} yet. You can until {date}.',
  'evaluateDetail.evaluate': 'Evaluate now',
  'evaluateDetail.mineNever': 'You did not evaluate within the {days} days.',
  'evaluateDetail.notSettled': 'Evaluations open once the task is completed.',
  'evaluateDetail.theirs': '{name}’s evaluation of you',
  'evaluateDetail.theirsWaiting':
    '{name} has evaluated you. It shows here once you evaluate them too, or on {date}.',
  'evaluateDetail.theirsNotYet':
    '{name} has not evaluated you yet. Evaluations show once both are in, or on {date}.',
  'evaluateDetail.theirsNever': '{name} did not evaluate you.',
  'evaluateDetail.rule':
    'Double-blind: each side sees the other’s evaluation only once both are in, or when the {days} days after completion are over.',
};

export default en;
