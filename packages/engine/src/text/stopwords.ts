// English function words plus words every job ad uses; neither says anything about a specific role.
export const stopwords = new Set(
  `a about above across after again against all also am an and any are as at be because been before being below
between both but by can could did do does doing down during each either etc every few for from further had has
have having he her here hers him his how i if in into is it its itself just least less like may me might more
most much must my no nor not now of off on once only or other our ours out over own per please same she should
so some such than that the their them then there these they this those through to too under until up upon us
very via was we were what when where whether which while who whom whose why will with within without would yet
you your yours able ability across additional applicant applicants apply candidate candidates company day
days demonstrated desired duty duties environment excellent existing experience experienced field full good
great help including job join key knowledge level looking make new opportunity part plus position preferred
proven related relevant required requirement requirements responsibilities responsible role seeking skill skills
strong successful support team teams time using well work working year years ideal ideally need needs based
ensure high highly include includes new one two three four five six seven eight nine ten various minimum
qualifications qualification build own lead run use write manage create deliver develop report provide
perform maintain follow keep track install hiring roles`.split(/\s+/),
)
