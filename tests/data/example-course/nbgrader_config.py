# nbgrader's settings for a mathplay course (written by `mathplay homework`).
c = get_config()  # noqa: F821
c.CourseDirectory.course_id = "mathplay"
# mathplay's answer cells keep `answer_1 = ...` above the solution region: an empty stub
# leaves that line for the pupil (the default stub would raise NotImplementedError).
c.ClearSolutions.code_stub = {"python": ""}
